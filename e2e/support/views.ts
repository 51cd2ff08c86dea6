import { expect, type Locator, type Page } from '@playwright/test'
import type { LocalChain } from './local-chain'
import { connectButton, modal, networkButton, view } from './modal'
import { addChainToWallet } from './side-chain'

export type ViewName = 'Connect' | 'ConnectingExternal' | 'Account' | 'Networks' | 'UnsupportedChain'
export type Theme = 'light' | 'dark'

/** Makes the demo (and so the modal) start in `theme`, through the demo's own theme setting. */
export async function useDemoTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('latch-demo:theme', theme), theme)
}

/** Waits for running CSS animations and transitions (the dialog's entrance), so checks see the final frame. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner runs forever; only entrance effects end.
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

/**
 * Walks one page through every modal view, calling `visit` while each is on screen: Connect,
 * ConnectingExternal (the wallet holds the request), Account, Networks, then UnsupportedChain
 * (the wallet moves to `sideChain`, which the app does not list). Needs the injected test wallet.
 */
export async function tourViews(
  page: Page,
  sideChain: LocalChain,
  onView: (name: ViewName, dialog: Locator) => Promise<void>,
): Promise<void> {
  const visit = async (name: ViewName, dialog: Locator) => {
    // The pointer rests off the dialog so no row shows its hover colour.
    await page.mouse.move(0, 0)
    await settle(page)
    await onView(name, dialog)
  }
  await page.goto('/')
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: 'Latch Dev Wallet' })).toBeVisible()
  await visit('Connect', connect)

  await page.evaluate(() => window.__latchTestWallet?.control.holdNext())
  await connect.getByRole('button', { name: 'Latch Dev Wallet' }).click()
  const connecting = view(page, 'Connecting')
  await expect(connecting.getByText('Continue in Latch Dev Wallet')).toBeVisible()
  await page.evaluate(() => window.__latchTestWallet?.control.waitForHeld())
  await visit('ConnectingExternal', connecting)
  await page.evaluate(() => window.__latchTestWallet?.control.release())
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
  await expect(modal(page)).toBeHidden()

  await connectButton(page).click()
  const account = view(page, 'Account')
  await expect(account.locator('.latch-balance')).toHaveText(/ ETH$/)
  await visit('Account', account)
  await closeModal(page)

  await networkButton(page).click()
  const networks = view(page, 'Choose Network')
  await expect(networks.getByRole('button', { name: /Active/ })).toBeVisible()
  await visit('Networks', networks)
  await closeModal(page)

  await addChainToWallet(page, sideChain, 'Side Chain')
  await page.evaluate((id) => window.__latchTestWallet?.control.switchChain(id), sideChain.chainId)
  await expect(networkButton(page)).toHaveAccessibleName('Wrong Network')
  const unsupported = view(page, 'Switch Network')
  // Core opens the view by itself when the wallet moves.
  await expect(unsupported.getByText('This network is not supported')).toBeVisible()
  await visit('UnsupportedChain', unsupported)
}
