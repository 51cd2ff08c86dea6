import { describe, expect, it } from 'vitest'
import { confirmationsFor, REMOTE_CONFIRMATIONS, transactionStatus } from './confirmations'

describe('confirmations', () => {
  const devnet = { chain: 'eip155:31337', local: true }
  const mainnet = { chain: 'eip155:1', local: false }

  it('needs none on a devnet and a safe depth on any other chain by default', () => {
    expect(confirmationsFor(devnet)).toBe(0)
    expect(confirmationsFor(mainnet)).toBe(REMOTE_CONFIRMATIONS)
    expect(REMOTE_CONFIRMATIONS).toBeGreaterThanOrEqual(12)
  })

  it('takes one depth for every chain or a depth per chain, ignoring nonsense', () => {
    expect(confirmationsFor(mainnet, 3)).toBe(3)
    expect(confirmationsFor(mainnet, { 'eip155:1': 20 })).toBe(20)
    expect(confirmationsFor(devnet, { 'eip155:1': 20 })).toBe(0)
    expect(confirmationsFor(mainnet, { 'eip155:1': -1 })).toBe(REMOTE_CONFIRMATIONS)
    expect(confirmationsFor(mainnet, 1.5)).toBe(REMOTE_CONFIRMATIONS)
  })

  it('keeps a transaction pending until its block has the confirmations on top of it', () => {
    expect(transactionStatus(100, 100, 3)).toBe('pending')
    expect(transactionStatus(100, 102, 3)).toBe('pending')
    expect(transactionStatus(100, 103, 3)).toBe('confirmed')
    expect(transactionStatus(100, undefined, 3)).toBe('pending')
    expect(transactionStatus(100, 100, 0)).toBe('confirmed')
  })
})
