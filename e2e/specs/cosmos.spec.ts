import { cosmosHub } from '@latch/core'
import { verifyCosmosSignature } from '@latch/siwx/cosmos'
import type { Page } from '@playwright/test'
import { signingOnlySpecs } from '../support/signing-only'

// The dev wallet's Cosmos side: a Keplr-style provider in the page, secp256k1 account #0.
interface CosmosHandle {
  getKey(chainId: string): Promise<{ bech32Address: string }>
  control: { rejectNext(): void; log: { method: string }[] }
}
const handle = (page: Page) =>
  page.evaluateHandle(
    () => (window as unknown as { __latchCosmosTestWallet: CosmosHandle }).__latchCosmosTestWallet,
  )

signingOnlySpecs({
  slug: 'cosmos',
  network: cosmosHub.name,
  caipNetworkId: cosmosHub.caipNetworkId,
  address: async (page) =>
    (await handle(page)).evaluate(
      async (wallet, chainId) => (await wallet.getKey(chainId)).bech32Address,
      String(cosmosHub.id),
    ),
  rejectNext: async (page) => (await handle(page)).evaluate((wallet) => wallet.control.rejectNext()),
  prompts: async (page) => (await handle(page)).evaluate((wallet) => wallet.control.log.length),
  // ADR-036, checked offline as the server's sign-in does.
  verify: (address, message, signature) => {
    try {
      return verifyCosmosSignature(address, message, signature)
    } catch {
      return false
    }
  },
})
