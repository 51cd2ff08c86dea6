import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acceptsGzip } from '../src/cache/responses'
import { chainIdToCoinType, coinTypeToChainId } from '../src/chain/ids'
import { readManifest } from '../src/chain/manifest'
import { RateLimiter } from '../src/http/rate-limit'
import { initials, renderIcon } from '../src/images'
import { parseName } from '../src/names'
import { isValidOriginPattern, originAllowed } from '../src/origins'
import { normalizeSignature } from '../src/signed'
import { generateWallets, loadWallets, queryWallets } from '../src/wallets/registry'

describe('allowed origins', () => {
  it('matches exact origins, host wildcards and port wildcards', () => {
    expect(originAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
    expect(originAllowed('https://a.b.example.com', ['*.example.com'])).toBe(true)
    expect(originAllowed('http://x.example.com', ['*.example.com'])).toBe(true)
    expect(originAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true)
    expect(originAllowed('http://localhost', ['http://localhost:*'])).toBe(true)
  })

  it('refuses look-alikes, other schemes, ports and malformed origins', () => {
    expect(originAllowed('https://example.com', ['*.example.com'])).toBe(false)
    expect(originAllowed('https://evilexample.com', ['*.example.com'])).toBe(false)
    expect(originAllowed('https://example.com.evil.io', ['*.example.com'])).toBe(false)
    expect(originAllowed('https://localhost:5173', ['http://localhost:*'])).toBe(false)
    expect(originAllowed('http://localhost.evil.io', ['http://localhost:*'])).toBe(false)
    expect(originAllowed('http://app.example.com:8080', ['https://app.example.com'])).toBe(false)
    expect(originAllowed('null', ['*'])).toBe(false)
    expect(originAllowed('javascript:alert(1)', ['*'])).toBe(false)
  })

  it('validates patterns given to the projects CLI', () => {
    for (const ok of ['*', '*.example.com', 'http://localhost:*', 'https://app.example.com:8443']) {
      expect(isValidOriginPattern(ok)).toBe(true)
    }
    for (const bad of ['', 'https://', 'ftp://x.com', 'a b', '*.*.com', 'https://x.com/path']) {
      expect(isValidOriginPattern(bad)).toBe(false)
    }
  })
})

describe('Accept-Encoding', () => {
  it('allows gzip when named or covered by * without a zero weight', () => {
    for (const header of [
      'gzip, deflate, br, zstd',
      'GZIP',
      'x-gzip',
      '*',
      'br;q=1, gzip;q=0.5',
      '*;q=0, gzip',
    ])
      expect(acceptsGzip(header), header).toBe(true)
  })

  it('refuses gzip when absent, weighted zero or only a look-alike', () => {
    for (const header of [undefined, '', 'identity', 'br, zstd', 'gzipx', 'gzip;q=0', 'gzip;q=0, *', '*;q=0'])
      expect(acceptsGzip(header), String(header)).toBe(false)
  })
})

describe('ENSIP-11 coin types', () => {
  it('maps chain 1 to 60 and other chains to 0x80000000 | chainId, and back', () => {
    expect(chainIdToCoinType(1)).toBe(60)
    expect(chainIdToCoinType(31337)).toBe(0x80007a69)
    for (const id of [1, 10, 8453, 31337, 0x7fffffff])
      expect(coinTypeToChainId(chainIdToCoinType(id))).toBe(id)
  })

  it('rejects chain ids of 2^31 and above and coin types that are not EVM', () => {
    expect(() => chainIdToCoinType(2 ** 31)).toThrow('Invalid chainId')
    expect(coinTypeToChainId(0)).toBeUndefined()
    expect(coinTypeToChainId(501)).toBeUndefined()
    expect(coinTypeToChainId(0x80000000)).toBeUndefined()
    expect(coinTypeToChainId(2 ** 32)).toBeUndefined()
  })
})

describe('name rules', () => {
  it('accepts 4+ letters, digits or hyphens in a known zone, lower-cased', () => {
    expect(parseName('Alice-1', ['latch.id'])).toEqual({ label: 'alice-1', zone: 'latch.id' })
    expect(parseName('bob1.latch.id', ['latch.id'])).toEqual({ label: 'bob1', zone: 'latch.id' })
  })

  it('refuses short names, other characters and unknown zones', () => {
    for (const name of ['abc', 'al ice', 'al_ice', 'ali!', 'x'.repeat(64)])
      expect(() => parseName(name, ['latch.id'])).toThrow()
    expect(() => parseName('alice.other.id', ['latch.id'])).toThrow('Unknown name zone')
  })
})

describe('generated images', () => {
  it('draws initials and escapes every label', () => {
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('1inch')).toBe('1I')
    const { svg } = renderIcon('id', '<script>"&\'</script>')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;&quot;&amp;&apos;&lt;/script&gt;')
  })

  it('gives each id a stable colour and ETag', () => {
    expect(renderIcon('a', 'A').etag).toBe(renderIcon('a', 'A').etag)
    expect(renderIcon('a', 'A').svg).not.toBe(renderIcon('b', 'A').svg)
  })
})

describe('wallet registry', () => {
  it('ships at least 100 valid wallets including the Latch Dev Wallet', () => {
    const wallets = loadWallets()
    expect(wallets.length).toBeGreaterThanOrEqual(100)
    expect(wallets.find((w) => w.rdns === 'dev.latch.testwallet')?.name).toBe('Latch Dev Wallet')
    expect(new Set(wallets.map((w) => w.rdns)).size).toBe(wallets.length)
  })

  it('refuses a registry file with a malformed entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-reg-'))
    const file = join(dir, 'wallets.json')
    const [first] = generateWallets(1)
    writeFileSync(file, JSON.stringify([{ ...first, chains: ['not a chain'] }]))
    expect(() => loadWallets(file)).toThrow(/Invalid wallet registry.*chains/)
    writeFileSync(file, JSON.stringify([first, first]))
    expect(() => loadWallets(file)).toThrow(/duplicate id/)
    rmSync(dir, { recursive: true, force: true })
  })

  it('pages and searches a generated registry of 5000 entries', () => {
    const wallets = generateWallets(5000)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(5000)
    const page = queryWallets(wallets, { page: 125, entries: 40 })
    expect(page.count).toBe(5000)
    expect(page.data.map((w) => w.name)).toEqual(
      Array.from({ length: 40 }, (_, i) => `Example Wallet ${4960 + i}`),
    )
    const search = queryWallets(wallets, { page: 1, entries: 3, search: 'example wallet 42' })
    expect(search.data.map((w) => w.name)).toEqual([
      'Example Wallet 42',
      'Example Wallet 420',
      'Example Wallet 421',
    ])
    expect(search.count).toBe(111) // 42, 420-429 and 4200-4299
  })
})

describe('rate limiter', () => {
  it('allows a burst, then refills at the sustained rate per key', () => {
    const limiter = new RateLimiter({ perSecond: 2, burst: 3 })
    const t = 1_000_000
    expect([1, 2, 3, 4].map(() => limiter.take('a', t))).toEqual([true, true, true, false])
    expect(limiter.take('b', t)).toBe(true)
    expect(limiter.take('a', t + 500)).toBe(true)
    expect(limiter.take('a', t + 500)).toBe(false)
  })

  it('a clock stepping back neither refills nor drains a bucket', () => {
    const limiter = new RateLimiter({ perSecond: 1, burst: 3 })
    const t = 1_000_000
    expect(limiter.take('a', t)).toBe(true)
    expect(limiter.take('a', t - 60_000)).toBe(true)
    expect(limiter.take('a', t - 60_000)).toBe(true)
    expect(limiter.take('a', t - 60_000)).toBe(false)
  })

  it('a flood of new callers forgets the idlest callers, never a busy one', () => {
    const limiter = new RateLimiter({ perSecond: 1, burst: 2 }, 100)
    const t = 1_000_000
    expect(limiter.take('busy', t)).toBe(true)
    expect(limiter.take('busy', t)).toBe(true)
    for (let i = 0; i < 1_000; i++) {
      limiter.take(`churn-${i}`, t)
      // The busy caller keeps calling through the flood and stays empty.
      if (i % 50 === 0) expect(limiter.take('busy', t)).toBe(false)
    }
    expect(limiter.size).toBe(100)
    expect(limiter.take('busy', t)).toBe(false)
  })

  it('a cost takes that many tokens at once, or none when short', () => {
    const limiter = new RateLimiter({ perSecond: 1, burst: 10 })
    const t = 1_000_000
    expect(limiter.take('a', t, 8)).toBe(true)
    expect(limiter.take('a', t, 3)).toBe(false)
    expect(limiter.take('a', t, 2)).toBe(true)
    expect(limiter.take('a', t)).toBe(false)
  })
})

describe('manifest file', () => {
  it('keeps the fields it does not check, such as the native price, when read from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-manifest-'))
    try {
      const path = join(dir, 'manifest.json')
      const chain = { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545', tokens: [] }
      writeFileSync(path, JSON.stringify({ chains: [chain], ethPriceUsd: 3000 }))
      const manifest = readManifest(path) as unknown as {
        ethPriceUsd: number
        chains: Array<{ tokens: unknown }>
      }
      expect(manifest.ethPriceUsd).toBe(3000)
      expect(manifest.chains[0]?.tokens).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a manifest whose chain has no RPC URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-manifest-'))
    try {
      const path = join(dir, 'manifest.json')
      writeFileSync(path, JSON.stringify({ chains: [{ id: 1, name: 'x' }] }))
      expect(() => readManifest(path)).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('signature spelling', () => {
  it('brings a 0/1 recovery byte to 27/28 so both spellings meet the same replay record', () => {
    const body = `0x${'ab'.repeat(64)}`
    expect(normalizeSignature(`${body}00`)).toBe(`${body}1b`)
    expect(normalizeSignature(`${body}01`)).toBe(`${body}1c`)
    expect(normalizeSignature(`${body}1C`)).toBe(`${body}1c`)
    // Contract-account signatures of other lengths are kept as sent.
    expect(normalizeSignature(`0x${'cd'.repeat(100)}`)).toBe(`0x${'cd'.repeat(100)}`)
  })
})
