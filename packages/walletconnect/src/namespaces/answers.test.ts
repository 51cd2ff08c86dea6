// Each namespace's wallet answers are checked before they are trusted: a malformed, hostile or
// mismatched answer is a clear error, never a signature handed to the app.
import { encodeBase58 } from '@latch/core/internal'
import { describe, expect, test } from 'vitest'
import { bip122 } from './bip122'
import { adr036SignDoc, cosmos } from './cosmos'
import { eip155 } from './eip155'
import { polkadot } from './polkadot'
import { solana } from './solana'

const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BTC = 'bc1qdlmvrx4j9uwg79p96r6mcpwg3xtz0ya2a2vey3'
const ATOM = 'cosmos1lcn93j8daslc05fr06uu223tamljn5qwnr7nxu'
const signature64 = encodeBase58(new Uint8Array(64).fill(9))

describe('solana answers', () => {
  test('solana_signMessage sends the message as base58 with the pubkey', () => {
    expect(solana.signRequest(SOL, 'hi')).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: SOL },
    })
    expect(() => solana.signRequest('<b>x</b>', 'hi')).toThrow(/Invalid Solana address/)
  })

  test('only a 64-byte base58 signature is accepted', () => {
    expect(solana.readSignature({ signature: signature64 }, { address: SOL, message: '' })).toBe(signature64)
    for (const answer of [
      null,
      'x',
      { signature: '<img>' },
      { signature: encodeBase58(new Uint8Array(32).fill(1)) },
    ]) {
      expect(() => solana.readSignature(answer, { address: SOL, message: '' })).toThrow(/no valid signature/)
    }
  })

  test('a signed transaction that is not base64 is refused', () => {
    expect(
      solana.readAnswer?.('solana_signTransaction', { signature: signature64, transaction: 'AQID' }),
    ).toEqual({ signature: signature64, transaction: 'AQID' })
    expect(() =>
      solana.readAnswer?.('solana_signTransaction', { signature: signature64, transaction: '<script>' }),
    ).toThrow(/not base64/)
  })
})

describe('bip122 answers', () => {
  const signature = 'H'.repeat(88)
  test('a signature from another address than the one asked for is refused', () => {
    expect(bip122.readSignature({ address: BTC, signature }, { address: BTC, message: '' })).toBe(signature)
    expect(() =>
      bip122.readSignature(
        { address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', signature },
        { address: BTC, message: '' },
      ),
    ).toThrow(/another address/)
    expect(() =>
      bip122.readSignature({ address: BTC, signature: 'short' }, { address: BTC, message: '' }),
    ).toThrow(/no valid signature/)
  })

  test('getAccountAddresses keeps well-formed addresses only, with known intentions', () => {
    expect(
      bip122.readAnswer?.('getAccountAddresses', [
        { address: BTC, intention: 'payment', extra: '<b>' },
        { address: '<img src=x>' },
        { address: BTC, intention: 'steal' },
      ]),
    ).toEqual([{ address: BTC, intention: 'payment' }, { address: BTC }])
    expect(() => bip122.readAnswer?.('getAccountAddresses', 'nope')).toThrow(/no Bitcoin address/)
  })
})

test('polkadot: only a 64- or 65-byte hex signature is accepted', () => {
  const sig = `0x${'ab'.repeat(64)}`
  expect(polkadot.readSignature({ signature: sig }, { address: '', message: '' })).toBe(sig)
  expect(
    polkadot.readSignature({ signature: `0x01${'ab'.repeat(64)}` }, { address: '', message: '' }),
  ).toMatch(/^0x01/)
  for (const signature of ['0x1234', `${'ab'.repeat(64)}`, '<svg onload=x>']) {
    expect(() => polkadot.readSignature({ signature }, { address: '', message: '' })).toThrow(
      /no valid signature/,
    )
  }
})

describe('cosmos answers', () => {
  const stdSignature = {
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: `A${'a'.repeat(42)}=` },
    signature: `${'b'.repeat(86)}==`,
  }
  test('the ADR-036 doc carries the message as base64 under sign/MsgSignData with zero fee and sequence', () => {
    expect(adr036SignDoc(ATOM, 'héllo')).toEqual({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        { type: 'sign/MsgSignData', value: { signer: ATOM, data: Buffer.from('héllo').toString('base64') } },
      ],
      memo: '',
    })
  })

  test('the base64 signature comes back when the doc signed is the one asked for', () => {
    const asked = { address: ATOM, message: 'hello' }
    const answer = { signature: stdSignature, signed: adr036SignDoc(ATOM, 'hello') }
    expect(cosmos.readSignature(answer, asked)).toBe(stdSignature.signature)
  })

  test('a wallet that signed another doc, or sent a malformed signature, is refused', () => {
    const asked = { address: ATOM, message: 'hello' }
    expect(() =>
      cosmos.readSignature({ signature: stdSignature, signed: adr036SignDoc(ATOM, 'transfer all') }, asked),
    ).toThrow(/another document/)
    expect(() =>
      cosmos.readSignature({ signature: { ...stdSignature, signature: '<script>' } }, asked),
    ).toThrow(/no valid signature/)
  })
})

test('eip155: personal_sign answers that are not 0x hex signatures are refused', () => {
  expect(() => eip155.readSignature('0x1234', { address: '', message: '' })).toThrow(/no valid signature/)
  expect(() => eip155.signRequest('not an address', 'hi')).toThrow()
})
