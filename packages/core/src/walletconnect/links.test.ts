import { describe, expect, test } from 'vitest'
import { walletLink, walletLinks } from './links'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=58e4&expiryTimestamp=1700000000'
const ENCODED = encodeURIComponent(URI)

describe('wallet links', () => {
  test('a universal link gets /wc?uri= with the URI encoded, keeping its path', () => {
    expect(walletLink('https://app.wallet5.example.org', URI)).toBe(
      `https://app.wallet5.example.org/wc?uri=${ENCODED}`,
    )
    expect(walletLink('https://wallet.example/app/', URI)).toBe(
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    )
  })

  test('a custom scheme gets wc?uri= right after scheme://', () => {
    expect(walletLink('examplewallet0://', URI)).toBe(`examplewallet0://wc?uri=${ENCODED}`)
    expect(walletLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(walletLink('trust://open/', URI)).toBe(`trust://open/wc?uri=${ENCODED}`)
  })

  test('the encoded URI decodes back to the pairing URI exactly', () => {
    const href = walletLink('https://wallet.example', URI) as string
    expect(new URL(href).searchParams.get('uri')).toBe(URI)
  })

  test('script-capable and malformed links are refused', () => {
    for (const link of [
      'javascript:alert(1)//',
      'JavaScript://x',
      'data:text/html,hi',
      'vbscript:x',
      'no scheme',
      'x"y://',
    ]) {
      expect(walletLink(link, URI)).toBeUndefined()
    }
  })

  test('phones get the mobile app first, desktops the desktop app, both the web app', () => {
    const wallet = {
      id: 'w',
      name: 'W',
      mobileLink: 'w://',
      desktopLink: 'w-desktop://',
      webappLink: 'https://w.example',
    }
    expect(walletLinks(wallet, URI, true).map((l) => l.kind)).toEqual(['mobile', 'web'])
    expect(walletLinks(wallet, URI, false)).toEqual([
      { kind: 'desktop', href: `w-desktop://wc?uri=${ENCODED}` },
      { kind: 'web', href: `https://w.example/wc?uri=${ENCODED}` },
    ])
  })
})
