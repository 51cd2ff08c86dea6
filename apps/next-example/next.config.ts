// The Latch packages ship TypeScript sources inside this repository, so Next compiles them.
// (Untyped on purpose: Next's types change NODE_ENV to read-only for the whole repository's check.)
const config = {
  transpilePackages: ['@latch/core', '@latch/react', '@latch/evm', '@latch/devnet'],
  // The repository's own type check (npm run check) covers this app; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

export default config
