import { createPolkadotTestWallet } from '@latch/test-wallet/polkadot'
import { describe, expect, it } from 'vitest'
import { createSIWXMessage } from '../message/build'
import type { SIWXMessageData, SIWXSession } from '../types'
import { createPolkadotVerifier } from './polkadot'
import { createVerifierRegistry } from './registry'

const DOMAIN = 'app.example.com'
const CHAIN = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const verifier = createVerifierRegistry({ polkadot: createPolkadotVerifier() })
const context = { domain: DOMAIN }

/** A session signed through the test extension's signRaw by its account at `index`. */
async function session(index = 0, overrides: Partial<SIWXMessageData> = {}): Promise<SIWXSession> {
  const wallet = createPolkadotTestWallet({ seed: 'latch siwx polkadot test' })
  wallet.control.setAccount(index)
  const injected = await wallet.enable('Latch')
  const address = wallet.control.address
  const now = Date.now()
  const message = createSIWXMessage({
    accountAddress: address,
    chainId: CHAIN,
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    version: '1',
    nonce: 'nonce12345678',
    issuedAt: new Date(now - 1000).toISOString(),
    expirationTime: new Date(now + 600_000).toISOString(),
    ...overrides,
  })
  const { toString: _, ...data } = message
  const text = message.toString()
  const data_hex = `0x${Buffer.from(text).toString('hex')}` as const
  const { signature } = await injected.signer.signRaw({ address, data: data_hex, type: 'bytes' })
  return { data, message: text, signature }
}

describe('sign in with polkadot', () => {
  it('accepts a CAIP-122 message an extension signed with sr25519 (wrapped in <Bytes>)', async () => {
    const signed = await session(0)
    expect(signed.message).toContain('wants you to sign in with your Polkadot account:')
    await expect(verifier.verify(signed, context)).resolves.toBeUndefined()
  })

  it('accepts an ed25519 account too', async () => {
    await expect(verifier.verify(await session(1), context)).resolves.toBeUndefined()
  })

  it('refuses a signature by another account', async () => {
    const [mine, other] = [await session(0), await session(1)]
    await expect(verifier.verify({ ...mine, signature: other.signature }, context)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    })
  })

  it('refuses a message changed after signing', async () => {
    const signed = await session()
    const tampered = { ...signed, data: { ...signed.data, nonce: 'othernonce123' } }
    await expect(verifier.verify(tampered, context)).rejects.toMatchObject({ code: 'MESSAGE_MISMATCH' })
  })

  it('refuses a signature that is not 64 or 65 bytes of hex', async () => {
    for (const signature of ['0xdeadbeef', '<script>', `0x${'zz'.repeat(64)}`, '', `0x${'00'.repeat(64)}`]) {
      await expect(verifier.verify({ ...(await session()), signature }, context)).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
      })
    }
  })

  it('refuses an address that is not SS58 when the message is built', async () => {
    await expect(
      session(0, { accountAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
    ).rejects.toThrow('is not an SS58 address')
  })
})
