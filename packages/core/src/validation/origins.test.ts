import { describe, expect, test } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, isOriginAllowed, pageOrigin, pageOriginAllowed } from './origins'

describe('allowed origins', () => {
  test('default allowed origins include localhost on any port', () => {
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(true)
    expect(isOriginAllowed('https://localhost:1', [])).toBe(true)
    expect(isOriginAllowed('http://localhost', [])).toBe(true)
    expect(isOriginAllowed('http://localhost.evil.com', [])).toBe(false)
  })

  test('default allowed origins include pages.dev, vercel.app and ngrok-free.app subdomains', () => {
    expect(isOriginAllowed('https://my-app.pages.dev', [])).toBe(true)
    expect(isOriginAllowed('https://preview.my-app.vercel.app', [])).toBe(true)
    expect(isOriginAllowed('https://abc123.ngrok-free.app', [])).toBe(true)
    expect(isOriginAllowed('https://vercel.app', [])).toBe(false)
    expect(isOriginAllowed('https://evilvercel.app', [])).toBe(false)
    expect(isOriginAllowed('https://my-app.vercel.app.evil.com', [])).toBe(false)
  })

  test('default allowed origins include two secure-mobile hosts', () => {
    expect(DEFAULT_ALLOWED_ORIGINS.filter((o) => o.startsWith('secure-mobile.'))).toHaveLength(2)
    expect(isOriginAllowed('https://secure-mobile.walletconnect.com', [])).toBe(true)
    expect(isOriginAllowed('https://secure-mobile.walletconnect.org', [])).toBe(true)
  })

  test('configured origins match exactly, including scheme and port', () => {
    const allowed = ['https://shop.example.com', 'http://127.0.0.1:8080']
    expect(isOriginAllowed('https://shop.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://shop.example.com/checkout?x=1', allowed)).toBe(true)
    expect(isOriginAllowed('http://shop.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://shop.example.com:8443', allowed)).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1:8080', allowed)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:8081', allowed)).toBe(false)
  })

  test('wildcards match subdomains and ports', () => {
    const allowed = ['https://*.example.com', 'http://dev.example.org:*']
    expect(isOriginAllowed('https://a.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://a.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://dev.example.org:3000', allowed)).toBe(true)
  })

  test('a bare * allows every origin, with or without a port', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', ['*'], [])).toBe(true)
    expect(isOriginAllowed('https://shop.example.com', ['*'], [])).toBe(true)
    expect(isOriginAllowed('https://shop.example.com:8443', [' * '], [])).toBe(true)
    // Only alone: next to a host, * still stands for subdomains on the default port.
    expect(isOriginAllowed('https://a.example.com:8443', ['*.example.com'], [])).toBe(false)
  })

  test('a non-matching origin is refused', () => {
    expect(isOriginAllowed('https://evil.com', ['https://good.com'])).toBe(false)
  })

  test('unparsable origins and patterns never match and never throw', () => {
    expect(isOriginAllowed('not a url', ['*'])).toBe(false)
    expect(isOriginAllowed('null', ['*'])).toBe(false)
    expect(isOriginAllowed(42, ['*'])).toBe(false)
    expect(isOriginAllowed('https://a.com', ['(((', 'https://[', ''])).toBe(false)
  })

  test('defaults can be replaced', () => {
    expect(isOriginAllowed('http://localhost:3000', [], [])).toBe(false)
  })
})

describe('a page allowed by a project (the services server and the wallet frame)', () => {
  test('only http(s) pages have a page origin', () => {
    expect(pageOrigin('https://shop.example.com/checkout?x=1')).toBe('https://shop.example.com')
    expect(pageOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    for (const other of ['file:///tmp/a.html', 'chrome-extension://abc', 'null', 'data:text/html,x', '']) {
      expect(pageOrigin(other)).toBeUndefined()
    }
  })

  test('* allows every http(s) page, on any port, and nothing else', () => {
    expect(pageOriginAllowed('http://localhost:5173', ['*'])).toBe(true)
    expect(pageOriginAllowed('https://a.b.example.com:8443', ['*'])).toBe(true)
    expect(pageOriginAllowed('file:///tmp/a.html', ['*'])).toBe(false)
    expect(pageOriginAllowed('null', ['*'])).toBe(false)
  })

  test('patterns without a scheme match http and https pages', () => {
    expect(pageOriginAllowed('http://localhost:5173', ['localhost:*'])).toBe(true)
    expect(pageOriginAllowed('https://app.example.com', ['*.example.com'])).toBe(true)
    expect(pageOriginAllowed('https://example.com.evil.test', ['*.example.com'])).toBe(false)
  })

  test('no default origins: a project allows only what it lists', () => {
    expect(pageOriginAllowed('http://localhost:5173', [])).toBe(false)
    expect(pageOriginAllowed('https://my-app.vercel.app', ['https://shop.example.com'])).toBe(false)
  })
})
