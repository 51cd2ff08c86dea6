import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder } from '@solana/kit'
import { connectButton, modal, shortAddress, view } from '../support/modal'
import { fillSend, openSend } from '../support/portfolio'
import {
  airdrop,
  chooseNetwork,
  lamportsOf,
  SOLANA_NETWORK,
  signAndVerify,
  solanaManifest,
} from '../support/solana'
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

// The Solana key of devnet account #73 (no other test uses it) sends to a fresh address, so no
// other test's balance checks see this transfer.
const SENDER = 73

test('a Solana wallet paired through WalletConnect sends SOL from the Send form: Max keeps the quoted fee back, and the wallet signs and submits the send at the fee the review showed', async ({
  page,
  startWcWallet,
}) => {
  const { caipNetworkId, rpcUrl } = solanaManifest()
  const wallet = await startWcWallet({
    accountIndex: SENDER,
    namespaces: ['solana'],
    rpcUrls: { [caipNetworkId]: rpcUrl },
  })
  const from = wallet.signers.solana?.address as string
  await airdrop(from, 1_000_000_000)
  const to = getBase58Decoder().decode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
  const before = await lamportsOf(from)

  await page.goto('/')
  await wallet.pair(await copiedUri(page, await openWalletConnect(page)))
  await expect(modal(page)).toBeHidden()
  await chooseNetwork(page, SOLANA_NETWORK)
  await expect(page.getByTestId('account-address')).toHaveText(from)
  await connectButton(page).click()
  await expect(view(page, 'Account')).toBeVisible()
  const send = await openSend(page)
  await fillSend(send, { symbol: 'SOL', amount: '', to })
  // Max keeps back the fee the WalletConnect adapter quotes: 1 SOL less 5000 lamports.
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(send.getByLabel('Amount')).toHaveValue('0.999995')
  await send.getByLabel('Amount').fill('0.01')
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = view(page, 'Review Send')
  await expect(preview.getByText('0.01 SOL')).toBeVisible()
  // The fee quoted through the WalletConnect adapter: getFeeForMessage, one signature.
  await expect(preview.getByText('0.000005 SOL')).toBeVisible()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()

  await expect.poll(() => lamportsOf(to)).toBe(10_000_000n)
  expect(await lamportsOf(from)).toBe(before - 10_000_000n - 5000n)
  expect(wallet.seen.requests).toEqual(['solana_signAndSendTransaction'])
})
