import { readFileSync } from 'node:fs'
import type { DevnetManifest } from '@latch/devnet'
import { buildInjectScript } from '@latch/test-wallet'
import { test as base } from '@playwright/test'

export interface E2EFixtures {
  /** The devnet the demo under test talks to. */
  manifest: DevnetManifest
  /** Injects the test wallet (EIP-6963 announced, `window.__latchTestWallet`) before the page loads. */
  withTestWallet: (options?: { accountIndex?: number; legacy?: boolean }) => Promise<void>
}

export const test = base.extend<E2EFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  manifest: async ({}, use) => {
    const path = process.env.LATCH_MANIFEST
    if (!path)
      throw new Error('LATCH_MANIFEST is not set: run the browser tests through playwright.config.ts')
    await use(JSON.parse(readFileSync(path, 'utf8')) as DevnetManifest)
  },
  withTestWallet: async ({ page, manifest }, use) => {
    await use(async (options = {}) => {
      const content = await buildInjectScript({
        mnemonic: manifest.mnemonic,
        chains: manifest.chains,
        accountIndex: options.accountIndex ?? 0,
        legacy: options.legacy ?? false,
        // Permissions and chain survive reloads, as with a real extension.
        persist: true,
      })
      await page.addInitScript({ content })
    })
  },
})

export { expect } from '@playwright/test'
