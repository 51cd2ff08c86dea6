import { describe, expect, test } from 'vitest'
import { RANKING_DEFAULTS, rankEndpoints, scoreEndpoints } from './ranking'

describe('endpoint scores', () => {
  test('ranking weights are latency 0.3 and stability 0.7 over 10 samples, polling 4000 ms, ping timeout 1000 ms', () => {
    expect(RANKING_DEFAULTS).toEqual({
      intervalMs: 4000,
      pingTimeoutMs: 1000,
      sampleCount: 10,
      weights: { latency: 0.3, stability: 0.7 },
    })
  })

  test('score = 0.3 x latency score + 0.7 x stability', () => {
    const samples = new Map([
      [
        'fast',
        [
          { ok: true, latencyMs: 10 },
          { ok: false, latencyMs: 1000 },
        ],
      ],
      [
        'slow',
        [
          { ok: true, latencyMs: 40 },
          { ok: true, latencyMs: 40 },
        ],
      ],
    ])
    const scores = scoreEndpoints(samples)
    // fast: latency score 1 - 10/40 = 0.75, stability 0.5; slow: latency score 0, stability 1.
    expect(scores.find((s) => s.url === 'fast')?.score).toBeCloseTo(0.3 * 0.75 + 0.7 * 0.5)
    expect(scores.find((s) => s.url === 'slow')?.score).toBeCloseTo(0.7)
    expect(rankEndpoints(['fast', 'slow'], scores)).toEqual(['slow', 'fast'])
  })

  test('an endpoint with no successful sample scores 0; ties keep the configured order', () => {
    const scores = scoreEndpoints(
      new Map([
        ['a', [{ ok: false, latencyMs: 5 }]],
        ['b', []],
        ['c', [{ ok: false, latencyMs: 5 }]],
      ]),
    )
    expect(scores.map((s) => s.score)).toEqual([0, 0, 0])
    expect(rankEndpoints(['c', 'a', 'b'], scores)).toEqual(['c', 'a', 'b'])
  })
})
