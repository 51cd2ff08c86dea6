import { describe, expect, test } from 'vitest'
import { LatchError } from '../errors/latch-error'
import { isValidAccountName } from './account-name'
import { isCaipNetworkId, parseCaipNetworkId } from './caip'
import { isCaipAddress, parseCaipAddress } from './caip-address'
import { chainIdToCoinType } from './coin-type'
import { EMAIL_LOGIN_COOLDOWN_MS, emailLoginCooldownMessage, isValidEmail } from './email'
import { isEvmAddress, toChecksumAddress } from './evm-address'
import { formFieldMessage } from './form'
import { isSignedMessage, isTransactionHash, isValidSendCalls } from './hex'
import { isSendSupported, sendFormError } from './send'
import { isSocialProvider, SOCIAL_PROVIDERS } from './social'
import { decodeBase58, encodeBase58, isSolanaAddress } from './solana-address'

describe('account name', () => {
  test('account name needs at least 4 characters', () => {
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('abcd')).toBe(true)
  })
  test('account name allows only letters, digits or hyphen', () => {
    expect(isValidAccountName('my-name-42')).toBe(true)
    expect(isValidAccountName('my_name')).toBe(false)
    expect(isValidAccountName('my name')).toBe(false)
    expect(isValidAccountName('námé1')).toBe(false)
    expect(isValidAccountName('name.eth')).toBe(false)
    expect(isValidAccountName(1234)).toBe(false)
  })
})

describe('EVM address', () => {
  // Vectors from the EIP-55 specification.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ]

  test('EVM address is 40 hex characters with optional 0x', () => {
    expect(isEvmAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
    expect(isEvmAddress('52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isEvmAddress('0x52908400098527886e0f7030069857d2e4169ee')).toBe(false)
    expect(isEvmAddress('0x52908400098527886e0f7030069857d2e4169ee77')).toBe(false)
    expect(isEvmAddress('0x52908400098527886e0f7030069857d2e4169eeg')).toBe(false)
    expect(isEvmAddress('0X52908400098527886e0f7030069857d2e4169ee7')).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
  })

  test('mixed-case EVM addresses must carry a valid EIP-55 checksum', () => {
    for (const address of checksummed) {
      expect(isEvmAddress(address)).toBe(true)
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    }
    // One letter's case flipped breaks the checksum.
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
  })

  test('toChecksumAddress rejects non-addresses', () => {
    expect(() => toChecksumAddress('0x1234')).toThrow('Invalid EVM address')
  })
})

describe('Solana address', () => {
  test('Solana address is base58 of 32 to 44 characters decoding to 32 bytes', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
  })
  test('Solana address rejects characters outside base58 (0, O, I, l)', () => {
    expect(isSolanaAddress('0okenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(false)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DI')).toBe(false)
  })
  test('Solana address rejects wrong lengths and wrong decoded sizes', () => {
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false) // 31 chars
    expect(isSolanaAddress('z'.repeat(44))).toBe(false) // decodes to more than 32 bytes
    expect(isSolanaAddress('2'.repeat(32))).toBe(false) // decodes to fewer than 32 bytes
  })
  test('base58 encode and decode are inverse', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    expect(() => decodeBase58('0')).toThrow('Invalid base58 character')
  })
})

describe('CAIP ids', () => {
  test('network id has two colon-separated parts', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    expect(isCaipNetworkId('eip155:')).toBe(false)
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      namespace: 'bip122',
      reference: '000000000019d6689c085ae165831e93',
    })
    expect(() => parseCaipNetworkId('nope')).toThrow('Invalid CAIP network id')
  })
  test('address with chain has three colon-separated parts', () => {
    const address = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
    expect(isCaipAddress(address)).toBe(true)
    expect(parseCaipAddress(address)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    })
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress('eip155:1:0xab:extra')).toBe(false)
    expect(isCaipAddress('eip155:1:<script>')).toBe(false)
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP address')
  })
})

describe('chain id to coin type (ENSIP-11)', () => {
  test('mainnet chain 1 maps to coin type 60', () => {
    expect(chainIdToCoinType(1)).toBe(60)
  })
  test('other chains map to 0x80000000 | chainId', () => {
    expect(chainIdToCoinType(10)).toBe(2147483658)
    expect(chainIdToCoinType(137)).toBe(2147483785)
    expect(chainIdToCoinType(0x7fffffff)).toBe(0xffffffff)
  })
  test("chain ids >= 2^31 are rejected with 'Invalid chainId'", () => {
    expect(() => chainIdToCoinType(2 ** 31)).toThrow(LatchError)
    expect(() => chainIdToCoinType(2 ** 31)).toThrow('Invalid chainId')
    expect(() => chainIdToCoinType(2 ** 40)).toThrow('Invalid chainId')
    expect(() => chainIdToCoinType(-1)).toThrow('Invalid chainId')
    expect(() => chainIdToCoinType(1.5)).toThrow('Invalid chainId')
    expect(() => chainIdToCoinType(Number.NaN)).toThrow('Invalid chainId')
  })
})

describe('transaction hashes, signed messages and send calls', () => {
  test('transaction hash is 0x plus 64 hex characters', () => {
    expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(isTransactionHash(`0x${'ab'.repeat(31)}`)).toBe(false)
    expect(isTransactionHash(`${'ab'.repeat(33)}`)).toBe(false)
    expect(isTransactionHash(`0x${'zz'.repeat(32)}`)).toBe(false)
  })
  test('signed message is 0x plus at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${'1'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'1'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'1'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(null)).toBe(false)
  })
  test("send-calls entries need a 'to' starting with 0x and an optional 'data' starting with 0x", () => {
    expect(isValidSendCalls([{ to: '0xabc' }, { to: '0x1', data: '0xdeadbeef' }])).toBe(true)
    expect(isValidSendCalls([{ to: 'abc' }])).toBe(false)
    expect(isValidSendCalls([{ to: '0x1', data: 'deadbeef' }])).toBe(false)
    expect(isValidSendCalls([{ data: '0x' }])).toBe(false)
    expect(isValidSendCalls([null])).toBe(false)
    expect(isValidSendCalls([])).toBe(false)
    expect(isValidSendCalls('0x')).toBe(false)
  })
})

describe('emails and the email login cooldown', () => {
  test('emails must be valid', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.org', "o'neil@x-y.io"]) {
      expect(isValidEmail(email)).toBe(true)
    }
    for (const email of [
      '',
      'plain',
      '@b.co',
      'a@',
      'a@b',
      'a@@b.co',
      'a b@c.co',
      'a@b..co',
      '.a@b.co',
      'a@-b.co',
    ]) {
      expect(isValidEmail(email)).toBe(false)
    }
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false)
  })

  test("a login email under 30 s after the last attempt is blocked: 'Please try again after N seconds'", () => {
    const last = 1_000_000
    expect(emailLoginCooldownMessage(last, last)).toBe('Please try again after 30 seconds')
    expect(emailLoginCooldownMessage(last, last + 1)).toBe('Please try again after 30 seconds')
    expect(emailLoginCooldownMessage(last, last + 10_500)).toBe('Please try again after 20 seconds')
    expect(emailLoginCooldownMessage(last, last + 29_001)).toBe('Please try again after 1 seconds')
  })

  test('the email login cooldown ends after 30 s', () => {
    const last = 1_000_000
    expect(emailLoginCooldownMessage(last, last + EMAIL_LOGIN_COOLDOWN_MS)).toBeUndefined()
    expect(emailLoginCooldownMessage(undefined, last)).toBeUndefined()
  })

  test('a last attempt time in the future counts as just now', () => {
    expect(emailLoginCooldownMessage(5_000_000, 1_000)).toBe('Please try again after 30 seconds')
  })
})

describe('social providers', () => {
  test('social providers allowed in the embedded flow: google, github, apple, facebook, x, discord', () => {
    expect([...SOCIAL_PROVIDERS]).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of SOCIAL_PROVIDERS) expect(isSocialProvider(provider)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
    expect(isSocialProvider(undefined)).toBe(false)
  })
})

describe('form messages', () => {
  test("an empty field shows 'Required', an invalid one 'Invalid input'", () => {
    expect(formFieldMessage('', isValidEmail)).toBe('Required')
    expect(formFieldMessage('   ', isValidEmail)).toBe('Required')
    expect(formFieldMessage(undefined, isValidEmail)).toBe('Required')
    expect(formFieldMessage('nope', isValidEmail)).toBe('Invalid input')
    expect(formFieldMessage('a@b.co', isValidEmail)).toBeUndefined()
  })
})

describe('send form', () => {
  const token = { symbol: 'ETH' }
  test('send is supported on eip155, solana and bip122', () => {
    expect(isSendSupported('eip155')).toBe(true)
    expect(isSendSupported('solana')).toBe(true)
    expect(isSendSupported('bip122')).toBe(true)
    expect(isSendSupported('polkadot')).toBe(false)
    expect(sendFormError({ namespace: 'cosmos', token, amount: '1', receiver: 'x' })).toBe(
      'Unsupported chain',
    )
  })
  test('send needs token, amount and receiver', () => {
    expect(sendFormError({ namespace: 'eip155', amount: '1', receiver: '0x1' })).toBe('A token is required')
    expect(sendFormError({ namespace: 'eip155', token, receiver: '0x1' })).toBe(
      'An amount and receiver address are required',
    )
    expect(sendFormError({ namespace: 'solana', token, amount: '1', receiver: ' ' })).toBe(
      'An amount and receiver address are required',
    )
    expect(sendFormError({ namespace: 'eip155', token, amount: '1', receiver: '0x1' })).toBeUndefined()
  })
})
