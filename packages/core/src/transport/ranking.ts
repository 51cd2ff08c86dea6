// Endpoint ranking for the fallback transport (spec sections 7 and 9): each endpoint is pinged every
// 4000 ms (1000 ms limit); over the last 10 samples, score = 0.3 x latency score + 0.7 x stability,
// where stability is the share of successful pings and the latency score is 1 minus the endpoint's
// mean latency over the slowest endpoint's mean latency.

export const RANKING_DEFAULTS = {
  intervalMs: 4000,
  pingTimeoutMs: 1000,
  sampleCount: 10,
  weights: { latency: 0.3, stability: 0.7 },
} as const

export interface PingSample {
  ok: boolean
  latencyMs: number
}

export interface EndpointScore {
  url: string
  score: number
  latencyMs: number
  stability: number
}

export function scoreEndpoints(
  samples: ReadonlyMap<string, readonly PingSample[]>,
  weights: { latency: number; stability: number } = RANKING_DEFAULTS.weights,
): EndpointScore[] {
  const stats = [...samples].map(([url, list]) => {
    const successes = list.filter((sample) => sample.ok)
    const latencyMs = successes.length
      ? successes.reduce((sum, sample) => sum + sample.latencyMs, 0) / successes.length
      : Number.POSITIVE_INFINITY
    return { url, latencyMs, stability: list.length ? successes.length / list.length : 0 }
  })
  const slowest = Math.max(0, ...stats.map((s) => s.latencyMs).filter(Number.isFinite))
  return stats.map((s) => {
    const latencyScore = !Number.isFinite(s.latencyMs) ? 0 : slowest === 0 ? 1 : 1 - s.latencyMs / slowest
    return { ...s, score: weights.latency * latencyScore + weights.stability * s.stability }
  })
}

/** Endpoints best first; ties keep the configured order. */
export function rankEndpoints(urls: readonly string[], scores: readonly EndpointScore[]): string[] {
  const scoreOf = new Map(scores.map((s) => [s.url, s.score]))
  return urls
    .map((url, index) => ({ url, index, score: scoreOf.get(url) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.url)
}
