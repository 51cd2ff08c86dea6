import { defineConfig } from '@playwright/test'
import { E2E_WORKERS, selectWorkerEnvironment } from './environments'

// A worker reads the config after global setup: it takes its own environment (./environments).
selectWorkerEnvironment()

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built demo,
// served with a devnet and services server that global-setup starts on free ports.
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // Each worker has an environment of its own (./environments); a file runs in one worker, in order.
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../.latch/test-results',
  use: {
    baseURL: process.env.LATCH_E2E_BASE_URL,
    // Tracing every test to keep the failures' traces cost about 13% of the run's time on 2 cores; a
    // failure still leaves its screenshot, and `--trace retain-on-failure` records traces when chasing one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
