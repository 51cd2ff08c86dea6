import { describe, expect, it } from 'vitest'
import { parseUpstreamsEnv } from '../src/chain/upstreams-env'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('LATCH_RPC_UPSTREAMS', () => {
  it('reads chain ids to URL lists, in order; nothing set means no upstreams', () => {
    expect(parseUpstreamsEnv(undefined)).toEqual({})
    expect(parseUpstreamsEnv('  ')).toEqual({})
    expect(
      parseUpstreamsEnv(JSON.stringify({ [MAINNET]: ['https://a.example', 'http://127.0.0.1:8899'] })),
    ).toEqual({ [MAINNET]: ['https://a.example', 'http://127.0.0.1:8899'] })
  })

  it('refuses malformed JSON, bad chain ids, non-http URLs and empty lists with a clear error', () => {
    expect(() => parseUpstreamsEnv('{')).toThrow(/must be a JSON object/)
    expect(() => parseUpstreamsEnv('{"<script>": ["https://a.example"]}')).toThrow(/CAIP-2/)
    expect(() => parseUpstreamsEnv(JSON.stringify({ [MAINNET]: ['file:///etc/passwd'] }))).toThrow(
      /http\(s\) URL/,
    )
    expect(() => parseUpstreamsEnv(JSON.stringify({ [MAINNET]: [] }))).toThrow(/LATCH_RPC_UPSTREAMS/)
    expect(() => parseUpstreamsEnv('["https://a.example"]')).toThrow(/LATCH_RPC_UPSTREAMS/)
  })
})
