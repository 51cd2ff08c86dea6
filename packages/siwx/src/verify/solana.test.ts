import { encodeBase58 } from '@latch/core/internal'
import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'
import { createSIWXMessage } from '../message/build'
import type { SIWXMessageData, SIWXSession } from '../types'
import { createVerifierRegistry } from './registry'
import { createSolanaVerifier } from './solana'

const DOMAIN = 'app.example.com'
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const secret = ed25519.utils.randomPrivateKey()
const address = encodeBase58(ed25519.getPublicKey(secret))
const verifier = createVerifierRegistry({ solana: createSolanaVerifier() })
const context = { domain: DOMAIN }

function session(overrides: Partial<SIWXMessageData> = {}, key = secret): SIWXSession {
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
  return { data, message: text, signature: encodeBase58(ed25519.sign(new TextEncoder().encode(text), key)) }
}

describe('sign in with solana', () => {
  it('accepts a CAIP-122 message signed with ed25519 by the account key', async () => {
    const signed = session()
    expect(signed.message).toContain('wants you to sign in with your Solana account:')
    await expect(verifier.verify(signed, context)).resolves.toBeUndefined()
  })

  it('refuses a signature by another key', async () => {
    await expect(
      verifier.verify(session({}, ed25519.utils.randomPrivateKey()), context),
    ).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    })
  })

  it('refuses a message changed after signing', async () => {
    const signed = session()
    const tampered = { ...signed, data: { ...signed.data, nonce: 'othernonce123' } }
    await expect(verifier.verify(tampered, context)).rejects.toMatchObject({ code: 'MESSAGE_MISMATCH' })
  })

  it('refuses a signature that is not 64 bytes of base58', async () => {
    for (const signature of ['0xdeadbeef', '<script>', '1'.repeat(100), '']) {
      await expect(verifier.verify({ ...session(), signature }, context)).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
      })
    }
  })

  it('refuses a message for another domain', async () => {
    await expect(verifier.verify(session({ domain: 'evil.example' }), context)).rejects.toMatchObject({
      code: 'DOMAIN_MISMATCH',
    })
  })
})
