import { readFileSync } from 'node:fs'
import type { BitcoinChainManifest } from '@latch/bitcoin-chain/manifest'
import type { Page } from '@playwright/test'

/** The local Bitcoin regtest chain the demo under test talks to. */
export function bitcoinManifest(): BitcoinChainManifest {
  const path = process.env.LATCH_BITCOIN_MANIFEST
  if (!path)
    throw new Error('LATCH_BITCOIN_MANIFEST is not set: run the browser tests through playwright.config.ts')
  return JSON.parse(readFileSync(path, 'utf8')) as BitcoinChainManifest
}

export const BITCOIN_NETWORK = 'Bitcoin Regtest'

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${bitcoinManifest().apiUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Sats held by the address, summed from its UTXOs as the chain has them. */
export async function satsOf(address: string): Promise<bigint> {
  const utxos = await api<{ value: number }[]>(`/address/${address}/utxo`)
  return utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}

/** The transaction as the chain has it: its outputs and whether it is in a block. */
export function chainTransaction(txid: string) {
  return api<{
    status: { confirmed: boolean; block_height?: number }
    vout: { scriptpubkey_address?: string; value: number }[]
  }>(`/tx/${txid}`)
}

/** "10", "9.99", "0.0001": BTC from sats, as the modal shows it (trailing zeros dropped). */
export function displayBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  // Grouped in thousands, as the modal writes every amount in English.
  const grouped = `${whole}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

/** Steers the dev wallet's Bitcoin side from the test. */
export function rejectNextBitcoinRequest(page: Page): Promise<void> {
  return page.evaluate(() => {
    const wallet = (window as unknown as { __latchBitcoinTestWallet?: { control: { rejectNext(): void } } })
      .__latchBitcoinTestWallet
    if (!wallet) throw new Error('the Bitcoin dev wallet is not registered')
    wallet.control.rejectNext()
  })
}
