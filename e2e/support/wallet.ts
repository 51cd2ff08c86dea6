import type { Page } from '@playwright/test'

/** The methods the injected test wallet has received so far, oldest first. */
export function walletMethods(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__latchTestWallet?.control.log.map((entry) => entry.method) ?? [])
}

/** Every request of one method the wallet received, with its outcome. */
export function walletRequests(page: Page, method: string) {
  return page.evaluate(
    (method) =>
      (window.__latchTestWallet?.control.log ?? [])
        .filter((entry) => entry.method === method)
        .map(({ status, errorCode, params }) => ({ status, errorCode, params })),
    method,
  )
}

/** The balance shown by the modal: whole units rounded down to 3 decimals, trailing zeros dropped. */
export function displayBalance(ether: string): string {
  const [whole = '0', fraction = ''] = ether.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  // Grouped in thousands, as the modal writes every amount in English.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return kept ? `${grouped}.${kept}` : grouped
}

/** Sets an address's native balance on a devnet chain (anvil), for an account a test funds itself. */
export async function setDevnetBalance(rpcUrl: string, address: string, wei: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
  const { error } = (await response.json()) as { error?: { message: string } }
  if (!response.ok || error) throw new Error(`anvil_setBalance: ${error?.message ?? response.status}`)
}
