// What the Bitcoin adapter tests share: a page-like window (the Wallet Standard registry and
// window.btc_providers), and test wallets offered through either face under their own names.
import type { BitcoinChainManifest } from '@latch/bitcoin-chain'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletIcon,
  createBitcoinTestWallet,
  injectBitcoinTestWallet,
  registerBitcoinTestWallet,
} from '@latch/test-wallet/bitcoin'

/** The sats an address holds on the chain, read from its API's unspent outputs. */
export async function satsAt(manifest: BitcoinChainManifest, address: string): Promise<bigint> {
  const utxos = (await (await fetch(`${manifest.apiUrl}/address/${address}/utxo`)).json()) as {
    value: number
  }[]
  return utxos.reduce((sum, u) => sum + BigInt(u.value), 0n)
}

/** Node's own EventTarget stands in for the page's window, as in the Solana adapter's tests. */
export function installWindow(): void {
  if ('window' in globalThis) return
  const events = new EventTarget()
  Object.assign(globalThis, {
    window: globalThis,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  })
}

/** A test wallet on the chain's fixture keys, offered as `name` through the given face. */
export function offerWallet(
  manifest: BitcoinChainManifest,
  name: string,
  face: 'standard' | 'injected',
): BitcoinTestWallet {
  const wallet = createBitcoinTestWallet({
    seed: manifest.seed,
    apiUrl: manifest.apiUrl,
    name,
    icon: bitcoinTestWalletIcon,
  })
  if (face === 'standard') registerBitcoinTestWallet(wallet)
  else
    injectBitcoinTestWallet(
      wallet,
      globalThis as unknown as Record<string, unknown>,
      `Injected${name.replace(/\W/g, '')}.BitcoinProvider`,
    )
  return wallet
}
