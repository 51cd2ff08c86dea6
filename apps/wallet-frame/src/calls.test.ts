// @vitest-environment happy-dom
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseSendCalls } from './calls'
import { parseGrant, spendOf } from './sessions'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('wallet_sendCalls in the frame', () => {
  it('turns well-formed calls into values and data for one user operation', () => {
    const request = parseSendCalls(
      [
        {
          chainId: '0x7a69',
          calls: [
            { to: TO, value: '0x10' },
            { to: TO, data: '0x12' },
          ],
        },
      ],
      31337,
    )
    expect(request.calls).toEqual([
      { to: TO, value: 16n },
      { to: TO, data: '0x12' },
    ])
    expect(request.atomicRequired).toBe(false)
  })

  it('refuses hostile or malformed batches with a clear reason', () => {
    const cases: Array<[unknown, RegExp]> = [
      [[{ calls: [{ to: 'b0' }] }], /'to' starting with 0x/],
      [[{ calls: [{ to: '0x<img src=x>' }] }], /not an address/],
      [[{ calls: [{ to: TO, value: '1000' }] }], /hex quantity/],
      [[{ calls: [{ to: TO, value: `0x${'f'.repeat(65)}` }] }], /hex quantity/],
      [[{ calls: [{ to: TO, data: '0xzz' }] }], /not hex/],
      [[{ chainId: '0x1', calls: [{ to: TO }] }], /not the current eip155:31337/],
      [[{ calls: Array.from({ length: 33 }, () => ({ to: TO })) }], /At most 32/],
      [[], /needs a request object/],
    ]
    for (const [params, reason] of cases) expect(() => parseSendCalls(params, 31337)).toThrow(reason)
  })
})

describe('wallet_grantPermissions in the frame', () => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
  const grant = (overrides: Record<string, unknown> = {}) => [
    {
      chainId: '0x7a69',
      expiry: inAnHour(),
      permissions: [{ type: 'native-token-transfer', data: { allowance: '0xb1a2bc2ec50000' } }],
      ...overrides,
    },
  ]
  const native = (allowance: string) => [{ type: 'native-token-transfer', data: { allowance } }]

  it('reads one native allowance and an expiry', () => {
    expect(parseGrant(grant(), 31337).allowance).toBe(50_000_000_000_000_000n)
  })

  it('reads one token allowance with its contract, checksummed', () => {
    const parsed = parseGrant(
      grant({
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', allowance: '0x989680' },
          },
        ],
      }),
      31337,
    )
    expect(parsed).toMatchObject({
      allowance: 10_000_000n,
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
  })

  it('refuses other chains, past or far expiries, other or extra permissions, zero or huge allowances', () => {
    const cases: Array<[unknown, RegExp]> = [
      [grant({ chainId: '0x1' }), /not eip155:31337/],
      [grant({ expiry: 10 }), /in the future/],
      [grant({ expiry: inAnHour() + 60 * 24 * 3600 }), /at most 30 days/],
      [grant({ permissions: [] }), /Exactly one permission/],
      [
        grant({ permissions: [{ type: 'erc20-token-transfer', data: { allowance: '0x1' } }] }),
        /erc20-token-transfer', data: \{ address/,
      ],
      [
        grant({
          permissions: [{ type: 'erc20-token-transfer', data: { address: '<img src=x>', allowance: '0x1' } }],
        }),
        /erc20-token-transfer/,
      ],
      [
        grant({ permissions: [{ type: 'contract-call', data: { allowance: '0x1' } }] }),
        /native-token-transfer/,
      ],
      [grant({ permissions: native('0x0') }), /above zero/],
      [grant({ permissions: native(`0x${'f'.repeat(33)}`) }), /native-token-transfer/],
    ]
    for (const [params, reason] of cases) expect(() => parseGrant(params, 31337)).toThrow(reason)
  })
})

describe('what calls spend from a session', () => {
  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
  const lusd = { token, symbol: 'lUSD', decimals: 6 }
  const transfer = (amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

  it('reads a token session as the sum of transfer amounts on its token', () => {
    expect(
      spendOf(
        [
          { to: token, data: transfer(4_000_000n) },
          { to: token, data: transfer(1n) },
        ],
        lusd,
      ),
    ).toBe(4_000_001n)
  })

  it('refuses in a token session: another contract, an approve, value, and calls without data', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, 1n] })
    for (const calls of [
      [{ to, data: transfer(1n) }],
      [{ to: token, data: approve }],
      [{ to: token, data: transfer(1n), value: 1n }],
      [{ to: token }],
      [{ to: token, data: '0xdeadbeef' as const }],
    ])
      expect(spendOf(calls, lusd)).toBe('The session allows lUSD transfers only')
  })

  it('reads a native session as the sum of values and refuses calls with data', () => {
    const eth = { symbol: 'ETH', decimals: 18 }
    expect(
      spendOf(
        [
          { to, value: 2n },
          { to, value: 3n },
        ],
        eth,
      ),
    ).toBe(5n)
    expect(spendOf([{ to: token, data: transfer(1n) }], eth)).toBe('The session allows plain transfers only')
  })
})
