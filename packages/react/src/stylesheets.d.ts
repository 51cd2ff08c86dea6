// The package's components import their stylesheets for the host's bundler to emit (Vite, Next.js,
// webpack with a CSS loader). A TypeScript program that compiles this package's sources learns
// here that such an import brings no value: index.ts references this file.
declare module '*.css' {}
