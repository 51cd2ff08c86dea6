// The browser checks Polkadot and Cosmos share: both are signatures and sign-in only (no chain runs
// offline for them), so each spec file runs the same journey with its own network, wallet handle
// and signature check.
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectButton, modal, networkButton, view } from './modal'
import { chooseNetwork, connectDevWallet, useDevWallet } from './solana'

const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')

export interface SigningOnlyNamespace {
  /** File-name part of screenshots: "polkadot", "cosmos". */
  slug: string
  /** The network's name in the network list. */
  network: string
  caipNetworkId: string
  /** The dev wallet's active address, read from its side in the page. */
  address(page: Page): Promise<string>
  /** Makes the dev wallet's side reject its next prompt. */
  rejectNext(page: Page): Promise<void>
  /** How many prompts the dev wallet's side has shown. */
  prompts(page: Page): Promise<number>
  /** The check the server's sign-in makes, run here on what the page shows. */
  verify(address: string, message: string, signature: string): boolean
}

export function signingOnlySpecs(ns: SigningOnlyNamespace): void {
  async function openAccount(page: Page) {
    await useDevWallet(page)
    await page.goto('/')
    await chooseNetwork(page, ns.network)
    await connectDevWallet(page)
    return ns.address(page)
  }

  test(`the dev wallet connects on ${ns.network}: the Account view shows the address and EOA, no balance, no Send and no Swap`, async ({
    page,
  }) => {
    const address = await openAccount(page)
    await expect(page.getByTestId('account-address')).toHaveText(address)
    await expect(page.getByTestId('account-network')).toHaveText(`${ns.network} (${ns.caipNetworkId})`)
    await connectButton(page).click()
    const account = view(page, 'Account')
    await expect(account.getByTestId('account-type')).toHaveText('EOA')
    await expect(account.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expect(account.locator('.latch-balance')).toHaveCount(0)
    await expect(account.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0)
    await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
    // No balance is read, so nothing stays loading and nothing reports an error.
    await expect(account.getByRole('tabpanel')).toContainText('No tokens yet')
    await expect(account.getByRole('alert')).toHaveCount(0)
    await account.screenshot({ path: resolve(OUT, `${ns.slug}-account.png`) })
    // The other tabs have nothing to read on this namespace either: empty, not failed; and Activity
    // says it is not listed here rather than promising transactions.
    await account.getByRole('tab', { name: 'NFTs' }).click()
    await expect(account.getByRole('tabpanel')).toContainText('No NFTs yet')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByRole('tabpanel')).toContainText(`Activity is not available on ${ns.network}`)
    await expect(account.getByRole('alert')).toHaveCount(0)
  })

  test(`the network list offers ${ns.network} beside the eip155 networks, with its mark`, async ({
    page,
  }) => {
    await useDevWallet(page)
    await page.goto('/')
    await networkButton(page).click()
    const list = view(page, 'Choose Network')
    const row = list.getByRole('button', { name: ns.network, exact: true })
    await expect(row).toBeVisible()
    await expect(row.locator('img')).toHaveJSProperty('complete', true)
    await expect(row.locator('img')).not.toHaveJSProperty('naturalWidth', 0)
    await list.screenshot({ path: resolve(OUT, 'networks-all-namespaces.png') })
  })

  test(`a message signed on ${ns.network} verifies against the account`, async ({ page }) => {
    const address = await openAccount(page)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const result = page.getByRole('status', { name: 'Signature result' })
    await expect(result).toContainText('Yes, signed by this address')
    const message = await result.locator('pre').innerText()
    const signature = await result.locator('code').innerText()
    expect(ns.verify(address, message, signature)).toBe(true)
    expect(ns.verify(address, `${message}!`, signature)).toBe(false)
  })

  test(`sign in on ${ns.network}: the signed CAIP-122 message opens a server session`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('latch-demo:sign-in', 'required'))
    await useDevWallet(page)
    await page.goto('/')
    await chooseNetwork(page, ns.network)
    await connectButton(page).click()
    await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
    const prompt = view(page, 'Sign In')
    await expect(prompt.getByText('Sign in to the Latch demo.')).toBeVisible()
    await prompt.getByRole('button', { name: 'Sign' }).click()
    await expect(modal(page)).toBeHidden()
    const address = await ns.address(page)
    await expect(page.getByTestId('sign-in-session')).toHaveText(`${address} on ${ns.caipNetworkId}`)
    await page.getByRole('button', { name: 'Call the protected route' }).click()
    // The server checked the signature before it issued the session cookie.
    await expect(page.getByRole('status', { name: 'Protected route result' })).toHaveText(
      `Signed in as ${address} on ${ns.caipNetworkId}`,
    )
  })

  test(`a reload reconnects the ${ns.network} wallet without a prompt, and disconnect ends it`, async ({
    page,
  }) => {
    const address = await openAccount(page)
    await page.reload()
    await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
    await expect(page.getByTestId('account-address')).toHaveText(address)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    expect(await ns.prompts(page)).toBe(0)

    await connectButton(page).click()
    await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(modal(page)).toBeHidden()
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    // The disconnect holds across a reload: back on the network, nothing reconnects.
    await page.reload()
    await chooseNetwork(page, ns.network)
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  })

  test(`a rejected connect and a rejected signature on ${ns.network} change nothing`, async ({ page }) => {
    await useDevWallet(page)
    await page.goto('/')
    await chooseNetwork(page, ns.network)
    await ns.rejectNext(page)
    await connectButton(page).click()
    await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
    await expect(
      modal(page)
        .getByText(/declined|rejected/i)
        .first(),
    ).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()

    await connectDevWallet(page)
    const address = await ns.address(page)
    await ns.rejectNext(page)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(page.getByRole('status', { name: 'Signature result' })).toHaveText('Signature declined')
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)
  })

  test(`switching eip155 -> ${ns.network} -> eip155 keeps each namespace's own connection`, async ({
    page,
    manifest,
  }) => {
    const [devnet] = manifest.chains
    if (!devnet) throw new Error('devnet runs a chain')
    await useDevWallet(page)
    await page.goto('/')
    await connectDevWallet(page)
    await expect(page.getByTestId('account-network')).toHaveText(`${devnet.name} (eip155:${devnet.id})`)

    // Connected on eip155 only: the switch goes on to Connect for the new namespace, where the
    // dev wallet connects it too.
    await networkButton(page).click()
    await view(page, 'Choose Network').getByRole('button', { name: ns.network, exact: true }).click()
    await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
    await expect(modal(page)).toBeHidden()
    await expect(page.getByTestId('account-network')).toHaveText(`${ns.network} (${ns.caipNetworkId})`)
    await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
    const address = await ns.address(page)
    await expect(page.getByTestId('account-address')).toHaveText(address)

    await chooseNetwork(page, devnet.name)
    await expect(page.getByTestId('account-network')).toHaveText(`${devnet.name} (eip155:${devnet.id})`)
    await expect(page.getByTestId('account-address')).toHaveText(/^0x/)
    await chooseNetwork(page, ns.network)
    await expect(page.getByTestId('account-address')).toHaveText(address)
  })
}
