import { resolve } from 'node:path'
import { expect, test } from '../fixtures'
import { type LocalChain, startLocalChain } from '../support/local-chain'
import { connectButton, connectThroughModal, view } from '../support/modal'
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

    test(`the demo's first screen and the dev wallet's approval window are captured, ${theme} theme, ${size}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await useDemoTheme(page, theme)
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Ways in' })).toBeVisible()
      await settle(page)
      await page.screenshot({ path: `${OUT}/DemoFirstScreen-${theme}-${size}.png`, animations: 'disabled' })

      // The demo's own dev wallet asks in its window while the modal waits.
      await page.getByRole('checkbox', { name: 'Offer the Latch Dev Wallet' }).check()
      await connectButton(page).click()
      await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
      const request = page.getByRole('region', { name: 'Latch Dev Wallet request' })
      await expect(request.getByRole('heading', { name: 'Connect to this site' })).toBeVisible()
      await page.mouse.move(0, 0)
      await settle(page)
      await page.screenshot({ path: `${OUT}/DevWalletApproval-${theme}-${size}.png`, animations: 'disabled' })
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
