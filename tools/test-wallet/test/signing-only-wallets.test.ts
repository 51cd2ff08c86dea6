// The Polkadot and Cosmos test wallets as the demo's dev wallet uses them: the site's grant
// survives a reload (a wallet made again on the same storage), and what they sign verifies with
// the ecosystems' own libraries.
import { verifyCosmosSignature } from '@latch/siwx/cosmos'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { createCosmosTestWallet } from '../src/cosmos'
import { createPolkadotTestWallet, wrapBytes } from '../src/polkadot'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('Polkadot test wallet', () => {
  it('lets an allowed site in silently after a reload, and asks again once revoked', async () => {
    const storage = memoryStorage()
    const asked: string[] = []
    const ask = async ({ method }: { method: string }) => {
      asked.push(method)
      return true
    }
    await createPolkadotTestWallet({ seed: 's', storage, ask }).enable('Latch')
    const reloaded = createPolkadotTestWallet({ seed: 's', storage, ask })
    expect((await (await reloaded.enable('Latch')).accounts.get()).length).toBe(1)
    expect(asked).toEqual(['enable'])
    reloaded.control.revoke()
    await createPolkadotTestWallet({ seed: 's', storage, ask }).enable('Latch')
    expect(asked).toEqual(['enable', 'enable'])
  })

  it('signs raw bytes wrapped in <Bytes>…</Bytes>, never wrapping twice', async () => {
    const wallet = createPolkadotTestWallet({ seed: 's' })
    const injected = await wallet.enable('Latch')
    const address = wallet.control.address
    const { signature } = await injected.signer.signRaw({ address, data: '0x6869', type: 'bytes' })
    expect(signatureVerify('<Bytes>hi</Bytes>', signature, address).isValid).toBe(true)
    const wrapped = new TextEncoder().encode('<Bytes>hi</Bytes>')
    expect(wrapBytes(wrapped)).toBe(wrapped)
  })

  it('refuses data that is not hex and accounts it does not hold', async () => {
    const wallet = createPolkadotTestWallet({ seed: 's' })
    const injected = await wallet.enable('Latch')
    const address = wallet.control.address
    await expect(injected.signer.signRaw({ address, data: '<script>', type: 'bytes' })).rejects.toThrow(
      'not hex',
    )
    await expect(
      injected.signer.signRaw({
        address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
        data: '0x00',
        type: 'bytes',
      }),
    ).rejects.toThrow('Unable to find the account')
  })
})

describe('Cosmos test wallet', () => {
  it('keeps the grant across a reload and refuses getKey before enable', async () => {
    const storage = memoryStorage()
    const events = new EventTarget()
    await expect(
      createCosmosTestWallet({ seed: 's', storage, events }).getKey('cosmoshub-4'),
    ).rejects.toThrow('not allowed')
    await createCosmosTestWallet({ seed: 's', storage, events }).enable('cosmoshub-4')
    const key = await createCosmosTestWallet({ seed: 's', storage, events }).getKey('cosmoshub-4')
    expect(key.bech32Address).toMatch(/^cosmos1/)
  })

  it('signs ADR-036 for the signer it holds only, on chains it knows', async () => {
    const wallet = createCosmosTestWallet({ seed: 's', events: new EventTarget() })
    await wallet.enable('cosmoshub-4')
    const { bech32Address } = await wallet.getKey('cosmoshub-4')
    const { signature } = await wallet.signArbitrary('cosmoshub-4', bech32Address, 'hi')
    expect(verifyCosmosSignature(bech32Address, 'hi', signature)).toBe(true)
    await expect(
      wallet.signArbitrary('cosmoshub-4', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'hi'),
    ).rejects.toThrow('Signer mismatched')
    await expect(wallet.enable('unknown-1')).rejects.toThrow('no chain info')
  })
})
