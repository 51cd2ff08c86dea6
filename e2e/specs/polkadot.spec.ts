import { polkadot } from '@latch/core'
import type { Page } from '@playwright/test'
import { signatureVerify } from '@polkadot/util-crypto'
import { signingOnlySpecs } from '../support/signing-only'

// The dev wallet's Polkadot side: an injectedWeb3 extension in the page, sr25519 account #0.
interface PolkadotHandle {
  control: { address: string; rejectNext(): void; log: { method: string }[] }
}
const handle = (page: Page) =>
  page.evaluateHandle(
    () => (window as unknown as { __latchPolkadotTestWallet: PolkadotHandle }).__latchPolkadotTestWallet,
  )

signingOnlySpecs({
  slug: 'polkadot',
  network: polkadot.name,
  caipNetworkId: polkadot.caipNetworkId,
  address: async (page) => (await handle(page)).evaluate((wallet) => wallet.control.address),
  rejectNext: async (page) => (await handle(page)).evaluate((wallet) => wallet.control.rejectNext()),
  prompts: async (page) => (await handle(page)).evaluate((wallet) => wallet.control.log.length),
  // Extensions sign the text wrapped in <Bytes>…</Bytes>; @polkadot/util-crypto checks it.
  verify: (address, message, signature) =>
    signatureVerify(`<Bytes>${message}</Bytes>`, signature, address).isValid,
})
