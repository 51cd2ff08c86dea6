import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { isAppScheme, registeredSchemes, walletLink, walletLinks } from './links'

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
    const allowed = new Set(['examplewallet0', 'metamask', 'trust'])
    expect(walletLink('examplewallet0://', URI, allowed)).toBe(`examplewallet0://wc?uri=${ENCODED}`)
    expect(walletLink('metamask:', URI, allowed)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(walletLink('trust://open/', URI, allowed)).toBe(`trust://open/wc?uri=${ENCODED}`)
  })

  test('the encoded URI decodes back to the pairing URI exactly', () => {
    const href = walletLink('https://wallet.example', URI) as string
    expect(new URL(href).searchParams.get('uri')).toBe(URI)
  })

  test('only https and the allowed app schemes open: any other scheme is refused with a clear error', () => {
    expect(() => walletLink('metamask://', URI)).toThrow(
      'Wallet link refused: "metamask:" is not https or a wallet app scheme',
    )
    expect(() => walletLink('http://wallet.example', URI, new Set(['http']))).toThrow(
      'Wallet link refused: http is allowed for loopback only',
    )
    expect(walletLink('http://localhost:5173', URI)).toBe(`http://localhost:5173/wc?uri=${ENCODED}`)
    for (const link of [
      'javascript:alert(1)//',
      'JavaScript://x',
      'data:text/html,hi',
      'vbscript:x',
      'file:///etc/passwd',
      'intent://wc#Intent;scheme=w;S.browser_fallback_url=javascript%3Aalert(1);end',
      'blob:https://x/1',
      'no scheme',
      'x"y://',
      'https://evil.example/<script>',
    ]) {
      const scheme = /^([a-z]+):/i.exec(link)?.[1]?.toLowerCase() ?? ''
      // Even a host or directory that tries to allow the scheme cannot open it.
      expect(() => walletLink(link, URI, new Set([scheme]))).toThrow(/^Wallet link refused: /)
    }
  })

  test("a wallet registers only app names as its schemes, never a browser's or system's", () => {
    for (const scheme of ['metamask', 'trust', 'com.wallet.app', 'blockchain-wallet', 'examplewallet0'])
      expect(isAppScheme(scheme)).toBe(true)
    for (const scheme of [
      'javascript',
      'data',
      'file',
      'intent',
      'http',
      'mailto',
      'ms-settings',
      'itms-apps',
      'web+x',
      'a..b',
    ])
      expect(isAppScheme(scheme)).toBe(false)
    expect(registeredSchemes({ mobileLink: 'intent://x', desktopLink: 'exodus://' })).toEqual(
      new Set(['exodus']),
    )
  })

  test('every mobile and desktop link in the bundled wallet directory registers its scheme', () => {
    const listings = JSON.parse(
      readFileSync(new URL('../../../../apps/server/data/wallets.json', import.meta.url), 'utf8'),
    ) as Array<{ mobile_link: string | null; desktop_link: string | null; webapp_link: string | null }>
    for (const listing of listings) {
      for (const link of [listing.mobile_link, listing.desktop_link]) {
        const scheme = link ? /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase() : undefined
        if (scheme && scheme !== 'https') expect(isAppScheme(scheme), link ?? '').toBe(true)
      }
      if (listing.webapp_link) expect(() => walletLink(listing.webapp_link as string, URI)).not.toThrow()
    }
  })

  test("one wallet's links use its own schemes: a web app link must be https, refusals are reported", () => {
    const refused: string[] = []
    const wallet = {
      id: 'w',
      name: 'W',
      mobileLink: 'intent://wc#Intent;S.browser_fallback_url=https%3A%2F%2Fevil.example;end',
      desktopLink: 'w-desktop://',
      webappLink: 'w-desktop://app',
    }
    expect(
      walletLinks(wallet, URI, true, (error, kind) => refused.push(`${kind}: ${error.message}`)),
    ).toEqual([])
    expect(refused).toEqual([
      'mobile: Wallet link refused: "intent:" is not https or a wallet app scheme',
      'web: Wallet link refused: "w-desktop:" is not https or a wallet app scheme',
    ])
    expect(walletLinks(wallet, URI, false).map((l) => l.kind)).toEqual(['desktop'])
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
