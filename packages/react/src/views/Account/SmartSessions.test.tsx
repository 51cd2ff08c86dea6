import { describe, expect, it } from 'vitest'
import { describeSession } from './SmartSessions'

describe('SmartSessions', () => {
  it('describes a native allowance in ETH and its end', () => {
    const text = describeSession(
      {
        pci: 'p',
        expiry: 1_800_000_000,
        permissions: [{ type: 'native-token-transfer', data: { allowance: '0xb1a2bc2ec50000' } }],
      },
      [],
    )
    expect(text).toMatch(/^Up to 0\.05 ETH · until /)
  })

  it('says so when the allowance is missing or malformed, and never throws on hostile data', () => {
    for (const permissions of [undefined, [], [{ data: { allowance: '<b>1</b>' } }], 'x', [null]])
      expect(describeSession({ pci: 'p', permissions } as never, [])).toMatch(
        /^Unknown allowance · until \?$/,
      )
  })
})
