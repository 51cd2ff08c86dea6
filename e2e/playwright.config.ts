import { defineConfig } from '@playwright/test'

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built demo,
// served with a devnet and services server that global-setup starts on free ports.
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // Tests share one devnet; each test uses its own accounts, but one worker keeps runs calm on 2 cores.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../.latch/test-results',
  use: {
    baseURL: process.env.LATCH_E2E_BASE_URL,
    trace: 'retain-on-failure',
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
