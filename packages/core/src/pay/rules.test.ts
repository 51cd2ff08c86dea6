import { describe, expect, test } from 'vitest'
import type { TokenBalance } from '../connection/accounts'
import { bitcoin, mainnet, solana } from '../networks/predefined'
import { checkPayRequest, PAY_ERRORS, payProblem, payTransaction } from './rules'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }
const networks = [mainnet, solana, bitcoin]
const ask = (overrides: Record<string, unknown> = {}) =>
  checkPayRequest(
    { recipient: TO, amount: '0.01', asset: 'native', network: 'eip155:1', ...overrides } as never,
    networks,
  )

describe('pay requests', () => {
  test('a native payment is read in the network currency, in base units', () => {
    expect(ask()).toMatchObject({
      recipient: TO,
      amount: '0.01',
      units: 10_000_000_000_000_000n,
      symbol: 'ETH',
    })
    expect(payTransaction(ask())).toEqual({ to: TO, value: 10_000_000_000_000_000n })
  })

  test("a token payment becomes the token's transfer(recipient, amount) with no value", () => {
    const pay = ask({ asset: USDC, amount: '25.5' })
    expect(pay).toMatchObject({ units: 25_500_000n, symbol: 'USDC' })
    expect(payTransaction(pay)).toEqual({
      to: USDC.address,
      value: 0n,
      data: `0xa9059cbb${TO.slice(2).toLowerCase().padStart(64, '0')}${(25_500_000).toString(16).padStart(64, '0')}`,
    })
  })

  test('a solana payment carries the mint for an SPL token', () => {
    const mint = { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 }
    const recipient = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const pay = ask({ network: solana.caipNetworkId, recipient, asset: mint, amount: '3' })
    expect(payTransaction(pay)).toEqual({
      to: recipient,
      value: 3_000_000n,
      token: { address: mint.address, decimals: 6 },
    })
  })

  test('refuses networks the app did not configure and namespaces without payments', () => {
    expect(() => ask({ network: 'eip155:10' })).toThrow(PAY_ERRORS.UNKNOWN_NETWORK)
    expect(() => ask({ network: bitcoin.caipNetworkId })).toThrow(PAY_ERRORS.UNSUPPORTED_NAMESPACE)
  })

  test('refuses recipients and assets that are not addresses of the network, or markup', () => {
    for (const recipient of ['<img src=x onerror=alert(1)>', '0x123', '', 42])
      expect(() => ask({ recipient })).toThrow('Invalid address')
    for (const asset of [
      { ...USDC, symbol: '<b>USDC</b>' },
      { ...USDC, address: 'nope' },
      { ...USDC, decimals: 1.5 },
      { ...USDC, decimals: 99 },
      'ETH',
      null,
    ])
      expect(() => ask({ asset })).toThrow(PAY_ERRORS.INVALID_ASSET)
  })

  test('refuses zero, negative, exponent, too precise and huge amounts', () => {
    for (const amount of [
      '0',
      '-1',
      '1e18',
      '0.0000000000000000001',
      '01',
      ' 1',
      `1${'0'.repeat(80)}`,
      1,
      '',
    ])
      expect(() => ask({ amount })).toThrow('Invalid amount')
  })

  test('says Insufficient balance only when the listed balance is below the amount', () => {
    const eth = (numeric: string): TokenBalance => ({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      iconUrl: '',
      quantity: { decimals: '18', numeric },
    })
    expect(payProblem(ask(), [eth('0.001')])).toBe('Insufficient balance')
    expect(payProblem(ask(), [eth('0.01')])).toBeUndefined()
    // A token the known balances do not list is held at zero; unknown balances leave it to the wallet.
    expect(payProblem(ask({ asset: USDC }), [eth('5')])).toBe('Insufficient balance')
    expect(payProblem(ask({ asset: USDC }), undefined)).toBeUndefined()
  })
})
