import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { create as createQr } from 'qrcode'
import { type Hex, verifyMessage } from 'viem'
import { connectButton, modal, networkButton, shortAddress, view } from '../support/modal'
import { settle, type Theme, useDemoTheme } from '../support/views'
import { copiedUri, expect, openWalletConnect, type TestWallet, test } from '../support/wc-wallet'

// The walletkit wallets here hold devnet accounts #6..#9 and #90; no test sends from them.
const ACCOUNT = 6
/** Pairs only after the visitor closed the QR code. */
const LATE = 90
/** Signs in with the services server, whose sessions are per address. */
const SIGNER = 7
const SCREENSHOTS = resolve(import.meta.dirname, '../../.latch/screenshots')
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
}

/** The dark modules the QR code on screen draws, as "row,column" keys, and its size in modules. */
async function shownModules(pairing: Locator) {
  const qr = pairing.getByRole('img', { name: /^QR code to connect/ })
  const [viewBox, path] = await Promise.all([
    qr.getAttribute('viewBox'),
    qr.locator('path').getAttribute('d'),
  ])
  const size = Number(viewBox?.split(' ')[2]) - 2
  const dark = new Set([...(path ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, c, r]) => `${r},${c}`))
  return { size, dark }
}

/** Opens WalletConnect in the modal and hands the copied link to `wallet`; waits until connected. */
async function connectWith(page: Page, wallet: TestWallet) {
  const uri = await copiedUri(page, await openWalletConnect(page))
  await wallet.pair(uri)
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
}

test('the WalletConnect row shows a QR code and a wc: pairing link to copy', async ({ page }) => {
  await page.goto('/')
  const pairing = await openWalletConnect(page)
  await expect(pairing.getByText('Approve the connection in your wallet.')).toBeVisible()
  const uri = await copiedUri(page, pairing)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(new URL(uri).searchParams.get('relay-protocol')).toBe('irn')
  expect(new URL(uri).searchParams.get('symKey')).toMatch(/^[0-9a-f]{64}$/)

  // The code on screen is the copied link's, at level H, with only the icon's square left out:
  // little enough for the error correction to recover.
  const { size, dark } = await shownModules(pairing)
  const { modules } = createQr(uri, { errorCorrectionLevel: 'H' })
  expect(size).toBe(modules.size)
  let missing = 0
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const shown = dark.has(`${row},${column}`)
      if (shown) expect(modules.get(row, column), `module ${row},${column}`).toBeTruthy()
      else if (modules.get(row, column)) missing++
    }
  }
  expect(dark.size).toBeGreaterThan(0)
  expect(missing / (size * size)).toBeLessThan(0.07)
})

test('a walletkit wallet pairing with the copied link connects, and the account view shows its address', async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)
  await expect(modal(page)).toBeHidden()
  expect(wallet.seen.proposals).toBe(1)
  await expect(page.getByTestId('account-status')).toHaveText('connected')

  await connectButton(page).click()
  const account = view(page, 'Account')
  await expect(account).toContainText(shortAddress(wallet.address))
  await expect(account.locator('.latch-balance')).toHaveText(/ ETH$/)
})

test('after the visitor closes the QR the header offers to connect, and the pairing still connects when the wallet answers', async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: LATE })
  await page.goto('/')
  const pairing = await openWalletConnect(page)
  const uri = await copiedUri(page, pairing)
  await pairing.getByRole('button', { name: 'Close' }).click()
  await expect(modal(page)).toBeHidden()

  // For the app the attempt is still under way; the header reads as what the visitor can do.
  await expect(page.getByTestId('account-status')).toHaveText('connecting')
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await expect(connectButton(page)).not.toHaveAttribute('aria-busy', 'true')

  await wallet.pair(uri)
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  expect(wallet.seen.proposals).toBe(1)
})

test('the modal asks for a sign-in signature over the session, and the signature verifies for the wallet address', async ({
  page,
  manifest,
  startWcWallet,
}) => {
  const [chain] = manifest.chains
  if (!chain) throw new Error('devnet runs no chain')
  const wallet = await startWcWallet({ accountIndex: SIGNER })
  await page.addInitScript(() => localStorage.setItem('latch-demo:sign-in', 'required'))
  await page.goto('/')
  const uri = await copiedUri(page, await openWalletConnect(page))
  await wallet.pair(uri)
  const prompt = view(page, 'Sign In')
  await prompt.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()

  const signs = wallet.seen.answered.filter((entry) => entry.method === 'personal_sign')
  expect(signs).toHaveLength(1)
  const [sign] = signs
  if (!sign) throw new Error('the wallet answered no personal_sign')
  const [message, signer] = sign.params as [Hex, string]
  expect(signer.toLowerCase()).toBe(wallet.address.toLowerCase())
  const signature = sign.result as Hex
  expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
  // The services server checked the same signature before opening the session.
  await expect(page.getByTestId('sign-in-session')).toHaveText(`${wallet.address} on eip155:${chain.id}`)
})

test("the app's own sign button signs through the session, and the signature verifies for the wallet address", async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect(result).toContainText('Yes, signed by this address')
  const message = (await result.locator('pre').textContent()) ?? ''
  const signature = (await result.locator('code').textContent()) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
  expect(wallet.seen.answered.filter((entry) => entry.method === 'personal_sign')).toHaveLength(1)
})

test('switching to Latch Devnet L2 from the networks list goes through the session to the wallet', async ({
  page,
  manifest,
  startWcWallet,
}) => {
  const l2 = manifest.chains[1]
  if (!l2) throw new Error('devnet runs two chains')
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)

  await networkButton(page).click()
  await view(page, 'Choose Network').getByRole('button', { name: l2.name, exact: true }).click()
  await expect(modal(page)).toBeHidden()
  await expect(networkButton(page)).toHaveAccessibleName(l2.name)
  await expect(page.getByTestId('account-network')).toHaveText(`${l2.name} (eip155:31338)`)
  const switches = wallet.seen.answered.filter((entry) => entry.method === 'wallet_switchEthereumChain')
  expect(switches).toEqual([
    { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }], result: null },
  ])
})

test('a reload reconnects from the stored session without a new pairing or proposal', async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)
  const pairings = wallet.kit.core.pairing.getPairings().length

  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(modal(page)).toBeHidden()
  expect(wallet.seen.proposals).toBe(1)
  expect(wallet.kit.core.pairing.getPairings()).toHaveLength(pairings)
  expect(Object.keys(wallet.kit.getActiveSessions())).toHaveLength(1)
})

test('the wallet ending the session leaves the page disconnected', async ({ page, startWcWallet }) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)

  await wallet.disconnectAll()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('a session the wallet ended while the page was away is not restored on return', async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)
  await page.goto('about:blank')
  await wallet.disconnectAll()

  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
})

test('disconnecting in the modal ends the session on the wallet, and a new pairing connects again', async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectWith(page, wallet)
  await connectButton(page).click()
  await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await expect.poll(() => Object.keys(wallet.kit.getActiveSessions()).length).toBe(0)

  await connectWith(page, wallet)
  expect(wallet.seen.proposals).toBe(2)
})

test('a rejected proposal leaves the modal ready to retry with a fresh link, which then connects', async ({
  page,
  startWcWallet,
}) => {
  const wallet = await startWcWallet({ accountIndex: ACCOUNT, rejectProposals: true })
  await page.goto('/')
  const pairing = await openWalletConnect(page)
  const first = await copiedUri(page, pairing)
  await wallet.pair(first)
  await expect(pairing.getByRole('alert')).toContainText('Connection failed')
  await expect(pairing.getByRole('alert')).toContainText('The wallet declined the connection')
  await pairing.getByRole('button', { name: 'Try again' }).click()
  await expect(pairing.getByRole('img', { name: /^QR code to connect/ })).toBeVisible()

  wallet.setRejectProposals(false)
  const second = await copiedUri(page, pairing)
  expect(second).toMatch(/^wc:/)
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
  expect(wallet.seen.proposals).toBe(2)
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no serious or critical issue on the WalletConnect pairing view, ${theme} theme`, async ({
    page,
  }) => {
    await useDemoTheme(page, theme)
    await page.goto('/')
    const pairing = await openWalletConnect(page)
    await expect(pairing).toHaveAttribute('aria-modal', 'true')
    await page.mouse.move(0, 0)
    await settle(page)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`)
    expect(serious).toEqual([])
  })

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`the WalletConnect pairing view is captured, ${theme} theme, ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await useDemoTheme(page, theme)
      await page.goto('/')
      const pairing = await openWalletConnect(page)
      await page.mouse.move(0, 0)
      await settle(page)
      // Everything a visitor needs is on screen without scrolling.
      await expect(pairing.getByRole('img', { name: /^QR code to connect/ })).toBeInViewport({ ratio: 1 })
      await expect(pairing.getByRole('button', { name: 'Copy link' })).toBeInViewport({ ratio: 1 })
      const path = `${SCREENSHOTS}/ConnectingWalletConnect-${theme}-${size}.png`
      await page.screenshot({ path, animations: 'disabled' })
      expect(statSync(path).size).toBeGreaterThan(0)
    })
  }
}
