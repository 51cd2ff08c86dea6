import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isValidAccountName } from './account-name'
import { isCaipNetworkId } from './caip'
import { isCaipAddress } from './caip-address'
import { chainIdToCoinType } from './coin-type'
import { emailLoginCooldownMessage, isValidEmail } from './email'
import { isEvmAddress, toChecksumAddress } from './evm-address'
import { isSignedMessage, isTransactionHash, isValidSendCalls } from './hex'
import { isOriginAllowed } from './origins'
import { isSocialProvider } from './social'
import { decodeBase58, encodeBase58, isSolanaAddress } from './solana-address'

const validators = {
  isValidAccountName,
  isCaipAddress,
  isCaipNetworkId,
  isValidEmail,
  isEvmAddress,
  isSignedMessage,
  isTransactionHash,
  isValidSendCalls,
  isSocialProvider,
  isSolanaAddress,
}

describe('validators never crash on hostile input', () => {
  test.each(Object.entries(validators))('%s returns a boolean for any value', (_, validate) => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof validate(value)).toBe('boolean')
      }),
    )
  })

  test('validators return a boolean for any string, including long and unicode ones', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (value) => {
        for (const validate of Object.values(validators)) expect(typeof validate(value)).toBe('boolean')
        expect(typeof isOriginAllowed(value, [value, '*'])).toBe('boolean')
      }),
    )
  })

  test('email validation stays fast on long adversarial input', () => {
    const start = performance.now()
    isValidEmail(`${'a'.repeat(60)}@${'a-'.repeat(90)}.${'a'.repeat(50)}!`)
    isOriginAllowed(`https://${'a.'.repeat(5000)}com`, ['*.com'])
    expect(performance.now() - start).toBeLessThan(100)
  })
})

describe('validator properties', () => {
  const hex40 = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => Buffer.from(bytes).toString('hex'))

  test('every checksummed address is valid, in lower and upper case too', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        const checksummed = toChecksumAddress(hex)
        expect(isEvmAddress(checksummed)).toBe(true)
        expect(isEvmAddress(checksummed.toLowerCase())).toBe(true)
        expect(isEvmAddress(`0x${hex.toUpperCase()}`)).toBe(true)
        expect(toChecksumAddress(checksummed)).toBe(checksummed)
      }),
    )
  })

  test('flipping the case of one checksummed letter makes the address invalid', () => {
    fc.assert(
      fc.property(hex40, fc.nat(), (hex, pick) => {
        const checksummed = toChecksumAddress(hex)
        const letters = [...checksummed.slice(2)].flatMap((char, i) => (/[a-f]/i.test(char) ? [i + 2] : []))
        fc.pre(letters.length >= 2)
        const at = letters[pick % letters.length] ?? 2
        const char = checksummed.charAt(at)
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
        const broken = checksummed.slice(0, at) + flipped + checksummed.slice(at + 1)
        // Still mixed case (else it would be an un-checksummed all-lower/all-upper form).
        fc.pre(
          broken.slice(2) !== broken.slice(2).toLowerCase() &&
            broken.slice(2) !== broken.slice(2).toUpperCase(),
        )
        expect(isEvmAddress(broken)).toBe(false)
      }),
    )
  })

  test('base58 round-trips and every 32-byte key encodes to a valid Solana address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
      }),
    )
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isSolanaAddress(encodeBase58(key))).toBe(true)
      }),
    )
  })

  test('coin type is 0x80000000 | chainId for every chain id below 2^31 except 1, and throws above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (chainId) => {
        const coinType = chainIdToCoinType(chainId)
        expect(coinType).toBe(chainId === 1 ? 60 : 2 ** 31 + chainId)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }), (chainId) => {
        expect(() => chainIdToCoinType(chainId)).toThrow('Invalid chainId')
      }),
    )
  })

  test('the email cooldown message is shown exactly within 30 s, with 1 to 30 seconds left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 60_000 }),
        (last, elapsed) => {
          const message = emailLoginCooldownMessage(last, last + elapsed)
          if (elapsed >= 30_000) {
            expect(message).toBeUndefined()
            return
          }
          const seconds = Number(/after (\d+) seconds/.exec(message ?? '')?.[1])
          expect(seconds).toBe(Math.ceil((30_000 - elapsed) / 1000))
          expect(seconds).toBeGreaterThanOrEqual(1)
          expect(seconds).toBeLessThanOrEqual(30)
        },
      ),
    )
  })
})
