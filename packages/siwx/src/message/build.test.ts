import fc from 'fast-check'
import { getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { SIWXMessageData } from '../types'
import { createSIWXMessage } from './build'
import { SIWXMessageError } from './fields'
import { parseSIWXMessage } from './parse'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const base: SIWXMessageData = {
  accountAddress: ADDRESS,
  chainId: 'eip155:31337',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'abcDEF12345',
  issuedAt: '2026-01-02T03:04:05.678Z',
}

const full: SIWXMessageData = {
  ...base,
  statement: 'Sign in to Latch Demo.',
  expirationTime: '2026-01-03T03:04:05.678Z',
  notBefore: '2026-01-02T03:00:00.000Z',
  requestId: 'req-42',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

function refusal(data: Partial<SIWXMessageData>): string {
  try {
    createSIWXMessage({ ...base, ...data } as SIWXMessageData)
  } catch (error) {
    expect(error).toBeInstanceOf(SIWXMessageError)
    return (error as SIWXMessageError).field
  }
  throw new Error('the builder accepted unsafe input')
}

describe('EIP-4361 text for eip155', () => {
  it('renders the exact EIP-4361 layout, with a blank line pair around the statement', () => {
    expect(createSIWXMessage(full).toString()).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to Latch Demo.',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcDEF12345',
        'Issued At: 2026-01-02T03:04:05.678Z',
        'Expiration Time: 2026-01-03T03:04:05.678Z',
        'Not Before: 2026-01-02T03:00:00.000Z',
        'Request ID: req-42',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('leaves two blank lines between address and URI when there is no statement', () => {
    expect(createSIWXMessage(base).toString()).toContain(`${ADDRESS}\n\n\nURI: `)
  })

  it('writes the address EIP-55 checksummed and refuses a wrong checksum', () => {
    const message = createSIWXMessage({ ...base, accountAddress: ADDRESS.toLowerCase() })
    expect(message.accountAddress).toBe(ADDRESS)
    expect(message.toString().split('\n')[1]).toBe(ADDRESS)
    expect(refusal({ accountAddress: ADDRESS.replace('f39F', 'F39f') })).toBe('accountAddress')
  })

  it('parses back with viem parseSiweMessage field for field', () => {
    const parsed = parseSiweMessage(createSIWXMessage(full).toString())
    expect(parsed).toEqual({
      domain: full.domain,
      address: ADDRESS,
      statement: full.statement,
      uri: full.uri,
      version: '1',
      chainId: 31337,
      nonce: full.nonce,
      issuedAt: new Date(full.issuedAt),
      expirationTime: new Date(full.expirationTime as string),
      notBefore: new Date(full.notBefore as string),
      requestId: full.requestId,
      resources: full.resources,
    })
  })

  // Random valid inputs: whatever we render, an independent EIP-4361 parser reads back the same
  // fields, and the text is byte-identical to viem's own renderer.
  it('round-trips random valid messages through viem parseSiweMessage and matches createSiweMessage', () => {
    const alnum = fc.stringMatching(/^[a-zA-Z0-9]{8,40}$/)
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/)
    const domain = fc.oneof(
      fc
        .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,10}$/))
        .map(([labels, tld]) => [...labels, tld].join('.')),
      fc.constant('localhost'),
      fc.ipV4(),
    )
    const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })
    const path = fc.stringMatching(/^(\/[a-zA-Z0-9._~-]{0,10}){0,3}$/)
    const uri = fc
      .tuple(fc.constantFrom('https', 'http', 'ipfs'), label, path)
      .map(([s, h, p]) => `${s}://${h}.org${p}`)
    const time = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) })
    const statement = fc.option(
      fc.stringMatching(/^[A-Za-z0-9 .,!?'()-]{1,80}$/).filter((s) => s.trim() === s && s.length > 0),
      { nil: undefined },
    )
    const input = fc.record({
      chain: fc.integer({ min: 1, max: 2 ** 40 }),
      domain,
      port,
      uri,
      nonce: alnum,
      statement,
      issued: time,
      lifetime: fc.option(fc.integer({ min: 1, max: 10 ** 9 }), { nil: undefined }),
      requestId: fc.option(fc.stringMatching(/^[a-zA-Z0-9._~-]{1,20}$/), { nil: undefined }),
      resources: fc.option(fc.array(uri, { minLength: 1, maxLength: 3 }), { nil: undefined }),
      address: fc.uint8Array({ minLength: 20, maxLength: 20 }),
    })
    fc.assert(
      fc.property(input, (i) => {
        const accountAddress = getAddress(`0x${Buffer.from(i.address).toString('hex')}`)
        const issuedAt = new Date(i.issued)
        const expirationTime = i.lifetime ? new Date(i.issued + i.lifetime) : undefined
        const authority = i.port ? `${i.domain}:${i.port}` : i.domain
        const data: SIWXMessageData = {
          accountAddress,
          chainId: `eip155:${i.chain}`,
          domain: authority,
          uri: i.uri,
          version: '1',
          nonce: i.nonce,
          issuedAt: issuedAt.toISOString(),
          ...(i.statement ? { statement: i.statement } : {}),
          ...(expirationTime ? { expirationTime: expirationTime.toISOString() } : {}),
          ...(i.requestId ? { requestId: i.requestId } : {}),
          ...(i.resources ? { resources: i.resources } : {}),
        }
        const text = createSIWXMessage(data).toString()
        const parsed = parseSiweMessage(text)
        expect(parsed).toEqual({
          domain: authority,
          address: accountAddress,
          uri: i.uri,
          version: '1',
          chainId: i.chain,
          nonce: i.nonce,
          issuedAt,
          ...(i.statement ? { statement: i.statement } : {}),
          ...(expirationTime ? { expirationTime } : {}),
          ...(i.requestId ? { requestId: i.requestId } : {}),
          ...(i.resources ? { resources: i.resources } : {}),
        })
        expect(text).toBe(
          createSiweMessage({
            address: accountAddress,
            chainId: i.chain,
            domain: authority,
            uri: i.uri,
            version: '1',
            nonce: i.nonce,
            issuedAt,
            statement: i.statement,
            expirationTime,
            requestId: i.requestId,
            resources: i.resources,
          }),
        )
      }),
      { numRuns: 300 },
    )
  })
})

describe('solana and bip122 messages', () => {
  it('use the same shape with the Solana account name and the CAIP-2 reference', () => {
    const text = createSIWXMessage({
      ...base,
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }).toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Solana account:',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('use the Bitcoin account name for bip122', () => {
    const text = createSIWXMessage({
      ...base,
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    }).toString()
    expect(text.startsWith('app.example.com wants you to sign in with your Bitcoin account:\nbc1q')).toBe(
      true,
    )
    expect(text).toContain('\nChain ID: 000000000019d6689c085ae165831e93\n')
  })

  it('refuse addresses of the wrong format for the namespace', () => {
    expect(refusal({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe('accountAddress')
    expect(refusal({ chainId: 'bip122:000000000019d6689c085ae165831e93' })).toBe('accountAddress')
  })
})

describe('the builder refuses unsafe input', () => {
  it.each([
    ['statement', { statement: 'Hello\nURI: https://evil.example' }],
    ['statement', { statement: 'carriage\rreturn' }],
    ['statement', { statement: 'line\u2028separator' }],
    ['statement', { statement: 'bidi \u202Etxt.exe' }],
    ['statement', { statement: 'nul\u0000byte' }],
    ['domain', { domain: 'app.example.com\nevil.example' }],
    ['uri', { uri: 'https://app.example.com\nVersion: 1' }],
    ['resources[1]', { resources: ['https://ok.example', 'https://a.example\n- https://b.example'] }],
    ['requestId', { requestId: 'id\nResources:' }],
    ['nonce', { nonce: 'abcdefgh\n' }],
  ] as [string, Partial<SIWXMessageData>][])(
    'refuses a newline or control character in %s',
    (field, data) => {
      expect(refusal(data)).toBe(field)
    },
  )

  it.each([
    'user@app.example.com',
    'https://app.example.com',
    'app.example.com/path',
    'app .example.com',
    'example',
    'app.example.com:99999',
    '',
  ])('refuses the domain %j, which is not a plain authority', (domain) => {
    expect(refusal({ domain })).toBe('domain')
  })

  it('accepts localhost, IPv4 and ports as domains', () => {
    for (const domain of ['localhost', 'localhost:5173', '127.0.0.1:8080', 'a.b.example.co.uk']) {
      expect(createSIWXMessage({ ...base, domain }).domain).toBe(domain)
    }
  })

  it.each([
    'not a uri',
    'app.example.com/login',
    '//app.example.com',
    'https://exa mple.com',
    'https://x.example/%zz',
    'https://x.example/a#b#c',
    'https://x.example/[x]',
  ])('refuses the URI %j, which is not RFC 3986', (uri) => {
    expect(refusal({ uri })).toBe('uri')
  })

  it.each(['short1', 'abc-defgh', 'abcdefg ', ''])(
    'refuses the nonce %j (needs 8+ letters or digits)',
    (nonce) => {
      expect(refusal({ nonce })).toBe('nonce')
    },
  )

  it.each([
    '2026-02-31T00:00:00Z',
    '2026-01-01',
    'yesterday',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:00:00+25:00',
    '1767225600',
  ])('refuses the issued-at date %j, which is not a real RFC 3339 date-time', (issuedAt) => {
    expect(refusal({ issuedAt })).toBe('issuedAt')
  })

  it('refuses an expiration that is not after issued-at or not-before', () => {
    expect(refusal({ expirationTime: base.issuedAt })).toBe('expirationTime')
    expect(refusal({ expirationTime: '2026-01-05T00:00:00Z', notBefore: '2026-01-06T00:00:00Z' })).toBe(
      'expirationTime',
    )
  })

  it('refuses malformed chain ids and namespaces it cannot render', () => {
    expect(refusal({ chainId: 'eip155' as never })).toBe('chainId')
    expect(refusal({ chainId: 'eip155:0x1' })).toBe('chainId')
    expect(refusal({ chainId: 'tezos:NetXdQprcVkpaWU' })).toBe('chainId')
    expect(() => createSIWXMessage({ ...base, chainId: 'tezos:NetXdQprcVkpaWU' })).toThrow(
      /namespace "tezos" is not supported/,
    )
  })

  it('refuses any version other than 1 and non-string fields', () => {
    expect(refusal({ version: '2' as never })).toBe('version')
    expect(refusal({ statement: 42 as never })).toBe('statement')
    expect(refusal({ resources: 'https://x.example' as never })).toBe('resources')
  })
})

describe('parseSIWXMessage', () => {
  it('reads back every field of a full message, for each namespace', () => {
    const inputs: SIWXMessageData[] = [
      full,
      base,
      {
        ...full,
        accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
      {
        ...base,
        accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      },
    ]
    for (const input of inputs) {
      const { toString: _, ...data } = createSIWXMessage(input)
      expect(parseSIWXMessage(createSIWXMessage(input).toString())).toEqual(data)
    }
  })

  it('refuses text that is not a canonical sign-in message', () => {
    const text = createSIWXMessage(full).toString()
    for (const bad of [
      text.replace('\nURI:', '\nInjected line\nURI:'),
      text.replace(ADDRESS, ADDRESS.toLowerCase()),
      `${text}\n`,
      text.replace('Ethereum account', 'Dogecoin account'),
      text.replace('Version: 1', 'Version: 2'),
      'hello',
      '',
    ]) {
      expect(() => parseSIWXMessage(bad)).toThrow(SIWXMessageError)
    }
  })
})
