import { resolve } from 'node:path'
import { expect, test } from '../fixtures'
import { type LocalChain, startLocalChain } from '../support/local-chain'
import { connectThroughModal } from '../support/modal'
import { settle, type Theme, tourViews, useDemoTheme } from '../support/views'

// Saved for people to look at (gitignored); the assertions only check that each view was captured.
const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')
const ACCOUNT = 8
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
}

let sideChain: LocalChain
test.beforeAll(async () => {
  sideChain = await startLocalChain(4244)
})
test.afterAll(async () => {
  await sideChain?.stop()
})

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`every modal view is captured, ${theme} theme, ${size}`, async ({ page, withTestWallet }) => {
      await page.setViewportSize(viewport)
      await withTestWallet({ accountIndex: ACCOUNT })
      await useDemoTheme(page, theme)
      const saved: string[] = []
      await tourViews(page, sideChain, async (name) => {
        const path = `${OUT}/${name}-${theme}-${size}.png`
        await page.screenshot({ path, animations: 'disabled' })
        saved.push(name)
      })
      expect(saved).toEqual(['Connect', 'ConnectingExternal', 'Account', 'Networks', 'UnsupportedChain'])
    })

    test(`the demo page is captured with a signature shown, ${theme} theme, ${size}`, async ({
      page,
      withTestWallet,
    }) => {
      await page.setViewportSize(viewport)
      await withTestWallet({ accountIndex: ACCOUNT })
      await useDemoTheme(page, theme)
      await page.goto('/')
      await connectThroughModal(page)
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect(page.getByRole('status', { name: 'Signature result' })).toContainText('Yes')
      await settle(page)
      await page.screenshot({
        path: `${OUT}/Demo-${theme}-${size}.png`,
        fullPage: true,
        animations: 'disabled',
      })
    })
  }
}
