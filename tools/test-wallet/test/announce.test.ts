// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { announceTestWallet, createTestWallet, type ProviderDetail, testWalletIcon } from '../src/index'
import { mnemonic } from './anvil'

const chain = {
  id: 31337,
  name: 'Anvil',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

function collect(): { details: ProviderDetail[]; stop(): void } {
  const details: ProviderDetail[] = []
  const listener = (event: Event) => details.push((event as CustomEvent<ProviderDetail>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('EIP-6963 announcement', () => {
  it('announces a frozen detail carrying the default info and the provider', () => {
    const wallet = createTestWallet({ mnemonic, chains: [chain] })
    const seen = collect()
    cleanups.push(seen.stop, announceTestWallet(wallet))
    expect(seen.details).toHaveLength(1)
    const detail = seen.details[0] as ProviderDetail
    expect(detail.provider).toBe(wallet)
    expect(detail.info).toEqual({
      uuid: wallet.info.uuid,
      name: 'Latch Dev Wallet',
      icon: testWalletIcon,
      rdns: 'dev.latch.testwallet',
    })
    expect(detail.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail.info)).toBe(true)
  })

  it('answers every eip6963:requestProvider until unsubscribed', () => {
    const wallet = createTestWallet({
      mnemonic,
      chains: [chain],
      info: { name: 'Other', rdns: 'test.other' },
    })
    const seen = collect()
    cleanups.push(seen.stop)
    const unsubscribe = announceTestWallet(wallet)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen.details).toHaveLength(3)
    expect(seen.details.every((d) => d.info.name === 'Other' && d.info.rdns === 'test.other')).toBe(true)
    unsubscribe()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen.details).toHaveLength(3)
  })

  it('legacy: true exposes window.ethereum and unsubscribing removes it', async () => {
    const wallet = createTestWallet({ mnemonic, chains: [chain] })
    const unsubscribe = announceTestWallet(wallet, window, { legacy: true })
    const injected = (window as unknown as { ethereum?: typeof wallet }).ethereum
    expect(injected).toBe(wallet)
    expect(await injected?.request({ method: 'eth_chainId' })).toBe('0x7a69')
    unsubscribe()
    expect('ethereum' in window).toBe(false)
  })
})
