// BIP-322 simple signatures: the test wallet's and bip322-js's both check out with the page-side
// P2WPKH check; anything else does not.
import { fixtureAccount, REGTEST } from '@latch/bitcoin-chain'
import { signBip322 } from '@latch/test-wallet/bitcoin/message'
import { NETWORK, p2wpkh, WIF } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { verifyBip322P2wpkh } from '../src/bip322'

const regtest = { id: '0f9188f13cb7b2c71f2a335e3a4fc328' }
const mainnet = { id: '000000000019d6689c085ae165831e93' }
const account = fixtureAccount('latch bip322 test', 0)

describe('verifyBip322P2wpkh', () => {
  it("accepts the test wallet's signature and bip322-js's, on their networks", () => {
    const { address, secretKey } = account.payment
    expect(
      verifyBip322P2wpkh(address, 'Hello', signBip322(secretKey, address, 'Hello', REGTEST), regtest),
    ).toBe(true)
    const key = new Uint8Array(32).fill(5)
    const main = p2wpkh(pubECDSA(key, true), NETWORK).address as string
    const byLibrary = Signer.sign(WIF(NETWORK).encode(key), main, 'Hello') as string
    expect(verifyBip322P2wpkh(main, 'Hello', byLibrary, mainnet)).toBe(true)
  })

  it('refuses another message, another address, another network and garbage', () => {
    const { address, secretKey } = account.payment
    const signature = signBip322(secretKey, address, 'Hello', REGTEST)
    expect(verifyBip322P2wpkh(address, 'Hello!', signature, regtest)).toBe(false)
    const other = fixtureAccount('latch bip322 test', 1).payment.address
    expect(verifyBip322P2wpkh(other, 'Hello', signature, regtest)).toBe(false)
    expect(verifyBip322P2wpkh(address, 'Hello', signature, mainnet)).toBe(false)
    for (const bad of ['', '<script>', 'AAAA', btoa('x'.repeat(107))])
      expect(verifyBip322P2wpkh(address, 'Hello', bad, regtest)).toBe(false)
    // Taproot addresses are for the server to check.
    expect(verifyBip322P2wpkh(account.ordinals.address, 'Hello', signature, regtest)).toBe(false)
  })
})
