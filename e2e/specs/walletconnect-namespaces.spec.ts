import { connectButton, modal, shortAddress, view } from '../support/modal'
import { chooseNetwork, SOLANA_NETWORK, signAndVerify, solanaManifest } from '../support/solana'
import { copiedUri, expect, openWalletConnect, test } from '../support/wc-wallet'

// One WalletConnect session for eip155 and solana: the walletkit wallet holds devnet account #30
// on eip155 (no other test signs with it; it sends nothing) and an ed25519 key of its own.
const ACCOUNT = 30

test('one pairing grants eip155 and solana; switching namespace and back, and a reload, ask the wallet nothing', async ({
  page,
  manifest,
  startWcWallet,
}) => {
  const [devnet] = manifest.chains
  if (!devnet) throw new Error('devnet runs a chain')
  const wallet = await startWcWallet({ accountIndex: ACCOUNT, namespaces: ['solana'] })
  const solanaAddress = wallet.signers.solana?.address as string
  await page.goto('/')
  await wallet.pair(await copiedUri(page, await openWalletConnect(page)))
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveText(new RegExp(`^${wallet.address}$`, 'i'))

  // The session granted solana too: choosing the Solana network shows its account at once.
  await chooseNetwork(page, SOLANA_NETWORK)
  await expect(page.getByTestId('account-network')).toHaveText(
    `${SOLANA_NETWORK} (${solanaManifest().caipNetworkId})`,
  )
  await expect(page.getByTestId('account-address')).toHaveText(solanaAddress)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(solanaAddress)}`)

  // A message signed on solana goes through the same session (solana_signMessage).
  await signAndVerify(page, solanaAddress)

  await chooseNetwork(page, devnet.name)
  await expect(page.getByTestId('account-address')).toHaveText(new RegExp(`^${wallet.address}$`, 'i'))
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
  // One proposal for both namespaces; the switches sent the wallet nothing but the signature.
  expect(wallet.seen.proposals).toBe(1)
  expect(wallet.seen.requests).toEqual(['solana_signMessage'])
  await expect(view(page, 'Connect Wallet')).toBeHidden()

  // A reload restores both namespaces from the stored session and stays on eip155.
  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(wallet.address)}`)
  await chooseNetwork(page, SOLANA_NETWORK)
  await expect(page.getByTestId('account-address')).toHaveText(solanaAddress)
  expect(wallet.seen.proposals).toBe(1)
})
