import { defineConfig } from 'vitest/config'

// One runner for every workspace: unit and integration tests live beside the code
// (`src/**/*.test.ts(x)`) or in a package's `test/` folder. React tests opt into a DOM
// with a `// @vitest-environment happy-dom` docblock.
export default defineConfig({
  test: {
    include: ['{packages,apps,tools}/*/{src,test}/**/*.test.{ts,tsx}', 'bench/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
