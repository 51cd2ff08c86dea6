import { NETWORK, p2pkh, p2wpkh, WIF } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { createSIWXMessage } from '../message/build'
import type { SIWXMessageData, SIWXSession } from '../types'
import { createBitcoinVerifier } from './bip122'
import { createVerifierRegistry } from './registry'

const DOMAIN = 'app.example.com'
const CHAIN = 'bip122:000000000019d6689c085ae165831e93'
// Fixed test keys (not funded anywhere): one signs for a segwit address, one for a legacy one.
const segwitKey = new Uint8Array(32).fill(7)
const legacyKey = new Uint8Array(32).fill(9)
const segwit = p2wpkh(pubECDSA(segwitKey, true), NETWORK).address as string
const legacy = p2pkh(pubECDSA(legacyKey, true), NETWORK).address as string
const verifier = createVerifierRegistry({ bip122: createBitcoinVerifier() })
const context = { domain: DOMAIN }

function session(address: string, key: Uint8Array, overrides: Partial<SIWXMessageData> = {}): SIWXSession {
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
  const signature = Signer.sign(WIF(NETWORK).encode(key), address, text) as string
  return { data, message: text, signature }
}

describe('sign in with bitcoin', () => {
  it('accepts a BIP-322 signature by a native segwit address', async () => {
    const signed = session(segwit, segwitKey)
    expect(signed.message).toContain('wants you to sign in with your Bitcoin account:')
    await expect(verifier.verify(signed, context)).resolves.toBeUndefined()
  })

  it('accepts a legacy ECDSA signature by a P2PKH address', async () => {
    const signed = session(legacy, legacyKey)
    // Legacy signatures are 65 bytes: header, r, s.
    expect(atob(signed.signature)).toHaveLength(65)
    await expect(verifier.verify(signed, context)).resolves.toBeUndefined()
  })

  it('refuses a signature by another key', async () => {
    const forged = { ...session(legacy, legacyKey), data: session(segwit, segwitKey).data }
    await expect(verifier.verify(forged, context)).rejects.toMatchObject({ code: 'MESSAGE_MISMATCH' })
    const other = session(segwit, segwitKey)
    const byLegacyKey = session(legacy, legacyKey, { nonce: other.data.nonce })
    await expect(
      verifier.verify({ ...other, signature: byLegacyKey.signature }, context),
    ).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    })
  })

  it('refuses a message changed after signing', async () => {
    const signed = session(segwit, segwitKey)
    const tampered = { ...signed, data: { ...signed.data, nonce: 'othernonce123' } }
    await expect(verifier.verify(tampered, context)).rejects.toMatchObject({ code: 'MESSAGE_MISMATCH' })
  })

  it('refuses malformed and oversized signatures', async () => {
    for (const signature of ['', '<script>', '0xdeadbeef', 'A'.repeat(5000), btoa('x'.repeat(65))]) {
      await expect(
        verifier.verify({ ...session(segwit, segwitKey), signature }, context),
      ).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
      })
    }
  })

  it('refuses an address of another network than the session chain', async () => {
    const regtest = 'bcrt1qa248psmf8fwse7nd4fwf5dqljdh8wmtmlxhkxa'
    await expect(() => session(regtest, segwitKey)).toThrow()
    const signed = session(segwit, segwitKey, { chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })
    await expect(verifier.verify(signed, context)).rejects.toMatchObject({ code: 'MESSAGE_MISMATCH' })
  })
})
