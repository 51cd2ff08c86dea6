import { fromBase64 } from '@cosmjs/encoding'
import { createCosmosTestWallet } from '@latch/test-wallet/cosmos'
import { describe, expect, it } from 'vitest'
import { createSIWXMessage } from '../message/build'
import type { SIWXMessageData, SIWXSession } from '../types'
import { createCosmosVerifier, verifyCosmosSignature } from './cosmos'
import { createVerifierRegistry } from './registry'

const DOMAIN = 'app.example.com'
const CHAIN = 'cosmos:cosmoshub-4'
const verifier = createVerifierRegistry({ cosmos: createCosmosVerifier() })
const context = { domain: DOMAIN }

/** A session signed through the test wallet's signArbitrary (ADR-036) by its account at `index`. */
async function session(index = 0, overrides: Partial<SIWXMessageData> = {}): Promise<SIWXSession> {
  const wallet = createCosmosTestWallet({ seed: 'latch siwx cosmos test', events: new EventTarget() })
  wallet.control.setAccount(index)
  await wallet.enable('cosmoshub-4')
  const { bech32Address } = await wallet.getKey('cosmoshub-4')
  const now = Date.now()
  const message = createSIWXMessage({
    accountAddress: bech32Address,
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
  const { signature } = await wallet.signArbitrary('cosmoshub-4', bech32Address, text)
  return { data, message: text, signature }
}

describe('sign in with cosmos', () => {
  it('accepts a CAIP-122 message signed per ADR-036 by the account key, checked offline', async () => {
    const signed = await session()
    expect(signed.message).toContain('wants you to sign in with your Cosmos account:')
    await expect(verifier.verify(signed, context)).resolves.toBeUndefined()
  })

  it('accepts a signature whose r or s begins with a zero byte (about one in 128)', async () => {
    const wallet = createCosmosTestWallet({ seed: 'latch siwx cosmos test', events: new EventTarget() })
    await wallet.enable('cosmoshub-4')
    const { bech32Address } = await wallet.getKey('cosmoshub-4')
    let found = 0
    for (let i = 0; found < 2 && i < 3000; i++) {
      const text = `message ${i}`
      const { signature } = await wallet.signArbitrary('cosmoshub-4', bech32Address, text)
      const bytes = fromBase64(signature)
      if (bytes[0] !== 0 && bytes[32] !== 0) continue
      found++
      expect(verifyCosmosSignature(bech32Address, text, signature)).toBe(true)
    }
    expect(found).toBe(2)
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

  it('refuses a signature that is not 64 bytes of base64, or no point on the curve', async () => {
    for (const signature of [
      '0xdeadbeef',
      '<script>',
      'A'.repeat(88),
      `${'A'.repeat(86)}==`,
      '',
      `${'/'.repeat(86)}==`,
    ]) {
      await expect(verifier.verify({ ...(await session()), signature }, context)).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
      })
    }
  })

  it('refuses an address that is not bech32 when the message is built', async () => {
    await expect(
      session(0, { accountAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
    ).rejects.toThrow('is not a bech32 address')
  })
})
