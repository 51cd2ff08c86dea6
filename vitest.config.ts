import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One runner for every workspace: unit and integration tests live beside the code
// (`src/**/*.test.ts(x)`) or in a package's `test/` folder. React tests opt into a DOM
// with a `// @vitest-environment happy-dom` docblock.
/** The services server's own tests: each imports the whole server, which takes 2 s or more. */
const SERVER_TESTS = 'apps/server/{src,test}/**/*.test.ts'

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // One import of the server per worker, not per file: these files share no module state
        // (each starts servers and databases of its own), so a file need not get fresh modules.
        test: { name: 'server', include: [SERVER_TESTS], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['{packages,apps,tools}/*/{src,test}/**/*.test.{ts,tsx}', 'bench/test/**/*.test.ts'],
          exclude: [SERVER_TESTS, '**/node_modules/**'],
        },
      },
    ],
    environment: 'node',
    // The React package's stylesheets are put in the page as a bundler would, so a test reads the
    // layout and visibility they give (vitest leaves CSS out by default).
    css: { include: [/\.css$/] },
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
