import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One runner for every workspace: unit and integration tests live beside the code
// (`src/**/*.test.ts(x)`) or in a package's `test/` folder. React tests opt into a DOM
// with a `// @vitest-environment happy-dom` docblock.
export default defineConfig({
  test: {
    include: ['{packages,apps,tools}/*/{src,test}/**/*.test.{ts,tsx}', 'bench/test/**/*.test.ts'],
    environment: 'node',
    // New PGlite data folders start as a copy of one made here (apps/server/src/db/connect.ts).
    globalSetup: ['apps/server/test/helpers/data-template.ts'],
    setupFiles: ['vitest.setup.ts'],
    // At least two files at a time: the default (one less than the cores) runs one at a time on a
    // 2-core machine, though most files wait on chains, servers and sockets, not on the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
