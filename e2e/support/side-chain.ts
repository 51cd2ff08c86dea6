import type { Page } from '@playwright/test'
import type { LocalChain } from './local-chain'

/** Adds `chain` to the injected test wallet, as a user would from another site; the app never lists it. */
export async function addChainToWallet(page: Page, chain: LocalChain, name: string): Promise<void> {
  await page.evaluate(
    ({ chainId, rpcUrl, name }) =>
      window.__latchTestWallet?.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: `0x${chainId.toString(16)}`,
            chainName: name,
            rpcUrls: [rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name },
  )
}
