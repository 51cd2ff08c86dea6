// RPC upstreams from the environment (`LATCH_RPC_UPSTREAMS`), for a server started from the CLI:
// a JSON object of CAIP-2 chain ids to the URLs tried in order, e.g.
// {"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": ["https://rpc.example.com"]}.
import { z } from 'zod'
import { caip2Schema } from './ids'

const upstreamUrl = z
  .string()
  .max(2048)
  .refine(
    (text) => /^https?:$/.test(URL.canParse(text) ? new URL(text).protocol : ''),
    'must be an http(s) URL',
  )

const upstreamsSchema = z.record(caip2Schema, z.array(upstreamUrl).min(1).max(16))

/** The upstreams `text` names; throws an Error saying which entry is wrong. Empty text means none. */
export function parseUpstreamsEnv(text: string | undefined): Record<string, string[]> {
  if (!text?.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('LATCH_RPC_UPSTREAMS must be a JSON object of chain ids to URL lists')
  }
  for (const key of value && typeof value === 'object' ? Object.keys(value) : []) {
    if (!caip2Schema.safeParse(key).success)
      throw new Error(`LATCH_RPC_UPSTREAMS: ${JSON.stringify(key.slice(0, 64))} must be a CAIP-2 chain id`)
  }
  const parsed = upstreamsSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `LATCH_RPC_UPSTREAMS ${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'is invalid'}`,
    )
  }
  return parsed.data
}
