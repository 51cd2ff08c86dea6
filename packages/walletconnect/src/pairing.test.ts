import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  canReusePairing,
  isPairingExpired,
  msUntilExpired,
  newPairingUri,
  PAIRING_LIFETIME_MS,
  PairingLoop,
  PairingSupersededError,
  type PairingUri,
  type Proposal,
} from './pairing'

const T0 = Date.UTC(2026, 0, 1)

describe('pairing expiry rules', () => {
  test('a pairing URI lives 4 minutes', () => {
    expect(newPairingUri('wc:a', T0).expiresAt - T0).toBe(4 * 60 * 1000)
  })

  test('a pairing counts as expired once fewer than 10 seconds remain', () => {
    const pairing = newPairingUri('wc:a', T0)
    expect(isPairingExpired(pairing, T0 + PAIRING_LIFETIME_MS - 10_000)).toBe(false)
    expect(isPairingExpired(pairing, T0 + PAIRING_LIFETIME_MS - 9_999)).toBe(true)
    expect(msUntilExpired(pairing, T0)).toBe(230_000)
    expect(msUntilExpired(pairing, T0 + PAIRING_LIFETIME_MS)).toBe(0)
  })

  test('a pending pairing is reused only where reuse applies and only until it expires', () => {
    const pairing = newPairingUri('wc:a', T0)
    expect(canReusePairing(pairing, T0 + 1000, true)).toBe(true)
    expect(canReusePairing(pairing, T0 + 1000, false)).toBe(false)
    expect(canReusePairing(pairing, T0 + 231_000, true)).toBe(false)
    expect(canReusePairing(undefined, T0, true)).toBe(false)
  })
})

// A proposer whose wallet answers are settled by the test.
function proposer() {
  const made: { uri: string; approve(v: string): void; reject(e: unknown): void }[] = []
  const propose = async (): Promise<Proposal<string>> => {
    const uri = `wc:pairing-${made.length + 1}`
    let approve!: (v: string) => void
    let reject!: (e: unknown) => void
    const answer = new Promise<string>((res, rej) => {
      approve = res
      reject = rej
    })
    answer.catch(() => {})
    made.push({ uri, approve, reject })
    return { uri, approval: () => answer }
  }
  return { made, propose }
}

describe('PairingLoop under fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function loop(reusePending: boolean) {
    const p = proposer()
    const shown: PairingUri[] = []
    const pairingLoop = new PairingLoop({ propose: p.propose, onUri: (u) => shown.push(u), reusePending })
    return { ...p, shown, pairingLoop }
  }

  test('a new URI is made when the shown one counts as expired, and either answer connects', async () => {
    const { made, shown, pairingLoop } = loop(false)
    const result = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown.map((s) => s.uri)).toEqual(['wc:pairing-1'])
    await vi.advanceTimersByTimeAsync(229_999)
    expect(made).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(shown.map((s) => s.uri)).toEqual(['wc:pairing-1', 'wc:pairing-2'])
    expect(pairingLoop.current?.expiresAt).toBe(T0 + 230_000 + PAIRING_LIFETIME_MS)
    // The wallet scanned the first code just before it was replaced: its approval still counts.
    made[0]?.approve('session-from-first')
    await expect(result).resolves.toBe('session-from-first')
    expect(pairingLoop.current).toBeUndefined()
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS)
    expect(made).toHaveLength(2)
  })

  test('on desktop a second connect replaces the pending pairing', async () => {
    const { made, shown, pairingLoop } = loop(false)
    const first = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(0)
    const second = pairingLoop.start()
    await expect(first).rejects.toBeInstanceOf(PairingSupersededError)
    await vi.advanceTimersByTimeAsync(0)
    expect(shown.map((s) => s.uri)).toEqual(['wc:pairing-1', 'wc:pairing-2'])
    made[1]?.approve('ok')
    await expect(second).resolves.toBe('ok')
  })

  test('on mobile Safari or Telegram a second connect reuses the pending pairing until it expires', async () => {
    const { made, shown, pairingLoop } = loop(true)
    const first = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(60_000)
    const again = pairingLoop.start()
    expect(again).toBe(first)
    expect(made).toHaveLength(1)
    expect(shown.map((s) => s.uri)).toEqual(['wc:pairing-1', 'wc:pairing-1'])
    made[0]?.approve('same')
    await expect(again).resolves.toBe('same')
  })

  test('on mobile Safari or Telegram an expired pending pairing is not reused', async () => {
    const { made, pairingLoop } = loop(true)
    const first = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(0)
    // Timers stalled (a backgrounded tab): the clock moved past the margin without the refresh firing.
    vi.setSystemTime(T0 + PAIRING_LIFETIME_MS - 5_000)
    const again = pairingLoop.start()
    expect(again).not.toBe(first)
    await expect(first).rejects.toBeInstanceOf(PairingSupersededError)
    await vi.advanceTimersByTimeAsync(0)
    expect(made).toHaveLength(2)
  })

  test('a rejected proposal ends the attempt and the next connect makes a fresh URI', async () => {
    const { made, shown, pairingLoop } = loop(true)
    const first = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(0)
    made[0]?.reject(new Error('User rejected'))
    await expect(first).rejects.toThrow('User rejected')
    expect(pairingLoop.current).toBeUndefined()
    void pairingLoop.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(shown.map((s) => s.uri)).toEqual(['wc:pairing-1', 'wc:pairing-2'])
  })

  test('a replaced proposal that expires does not end the attempt', async () => {
    const { made, pairingLoop } = loop(false)
    const result = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(230_000)
    made[0]?.reject(new Error('Proposal expired'))
    made[1]?.approve('second')
    await expect(result).resolves.toBe('second')
  })

  test('cancel rejects the pending attempt and stops refreshing', async () => {
    const { made, pairingLoop } = loop(false)
    const result = pairingLoop.start()
    await vi.advanceTimersByTimeAsync(0)
    pairingLoop.cancel(new Error('closed'))
    await expect(result).rejects.toThrow('closed')
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS)
    expect(made).toHaveLength(1)
  })
})
