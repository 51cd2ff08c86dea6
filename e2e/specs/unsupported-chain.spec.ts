import { expect, test } from '../fixtures'
import { startLocalChain } from '../support/local-chain'
import { connectThroughModal, modal, networkButton, view } from '../support/modal'
import { addChainToWallet } from '../support/side-chain'

const ACCOUNT = 7
const SIDE_CHAIN_ID = 4242

test('the wallet moving to a chain the app does not list shows UnsupportedChain, and picking a listed one recovers', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const [l1] = manifest.chains
  if (!l1) throw new Error('devnet has no chains')
  const side = await startLocalChain(SIDE_CHAIN_ID)
  try {
    await withTestWallet({ accountIndex: ACCOUNT })
    await page.goto('/')
    await connectThroughModal(page)
    await addChainToWallet(page, side, 'Side Chain')

    await page.evaluate((id) => window.__latchTestWallet?.control.switchChain(id), SIDE_CHAIN_ID)
    await expect(networkButton(page)).toHaveAccessibleName('Wrong Network')
    await expect(page.getByTestId('account-network')).toHaveText('Unsupported network')
    await expect(page.getByRole('button', { name: 'Send 0.01 ETH to account #1' })).toBeDisabled()

    // Core opens the view by itself when the wallet moves.
    const unsupported = view(page, 'Switch Network')
    await expect(unsupported.getByText('This network is not supported')).toBeVisible()
    // Closed, it comes back from the "Wrong Network" button.
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await networkButton(page).click()
    await expect(unsupported.getByText('This network is not supported')).toBeVisible()
    const listed = unsupported.getByRole('list', { name: 'Networks' }).getByRole('button')
    await expect(listed).toHaveText([/Latch Devnet$/, /Latch Devnet L2$/, /Ethereum$/])

    await listed.filter({ hasText: /Latch Devnet$/ }).click()
    await expect(modal(page)).toBeHidden()
    await expect(networkButton(page)).toHaveAccessibleName(l1.name)
    expect(await page.evaluate(() => window.__latchTestWallet?.control.chainId)).toBe(l1.id)
  } finally {
    await side.stop()
  }
})
