// Deep links and universal links that hand a WalletConnect pairing URI to a wallet app. Each
// listing link gets the URI in the form it expects:
//   universal link  https://wallet.example/app  ->  https://wallet.example/app/wc?uri=<encoded>
//   custom scheme   examplewallet://            ->  examplewallet://wc?uri=<encoded>
//
// Listing links are untrusted, so a link opens only when its scheme is on an allowlist: https,
// plus the app scheme the wallet registers with its mobile or desktop link in the directory (or
// the host's own wallet list); plain http only to loopback (a local dev wallet). A scheme is registrable only as a private app name: the schemes
// browsers and operating systems act on themselves (javascript:, data:, file:, intent: and its
// fallback URL, mailto:, ...) never become a wallet's scheme, and a web app link is https only.
import { LatchError } from '../errors/latch-error'
import type { DirectoryWallet } from '../wallets/rules'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** A private app scheme: a plain name, optionally dotted or dashed (`metamask`, `com.wallet.app`). */
const APP_SCHEME = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/

// Schemes with a meaning of their own in browsers and operating systems (fetch's special and
// local schemes, HTML's safelisted protocol-handler schemes, Android, Windows and Apple system
// schemes). They are the only names an app scheme may not take.
const PLATFORM_SCHEMES = new Set([
  'about',
  'blob',
  'data',
  'file',
  'filesystem',
  'ftp',
  'http',
  'https',
  'ws',
  'wss',
  'javascript',
  'vbscript',
  'view-source',
  'jar',
  'resource',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'intent',
  'android-app',
  'content',
  'market',
  'shell',
  'mailto',
  'tel',
  'sms',
  'smsto',
  'mms',
  'facetime',
  'facetime-audio',
  'geo',
  'maps',
  'webcal',
  'magnet',
  'irc',
  'ircs',
  'news',
  'nntp',
  'sip',
  'ssh',
  'sftp',
  'urn',
  'xmpp',
  'callto',
  'search-ms',
  'prefs',
  'app-prefs',
])
const PLATFORM_PREFIXES = ['ms-', 'itms', 'x-apple', 'web+', 'chrome-', 'microsoft-']

/** Whether `scheme` can be a wallet's registered app scheme. */
export function isAppScheme(scheme: string): boolean {
  const name = scheme.toLowerCase()
  return (
    APP_SCHEME.test(name) && !PLATFORM_SCHEMES.has(name) && !PLATFORM_PREFIXES.some((p) => name.startsWith(p))
  )
}

export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  kind: WalletLinkKind
  href: string
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const schemeOf = (link: string) => SCHEME.exec(link.trim())?.[1]?.toLowerCase()

/** The app schemes a wallet registers: those of its mobile and desktop links that are app names. */
export function registeredSchemes(wallet: Pick<DirectoryWallet, 'mobileLink' | 'desktopLink'>): Set<string> {
  const schemes = [wallet.mobileLink, wallet.desktopLink].map((link) => (link ? schemeOf(link) : undefined))
  return new Set(schemes.filter((s): s is string => s !== undefined && isAppScheme(s)))
}

// Written here, not in the catalogue: only the pairing view's chunk needs it.
const refuse = (reason: string) => new LatchError('WALLET_LINK_REFUSED', `Wallet link refused: ${reason}`)

/**
 * The link that opens `appLink` with `wcUri`. Throws 'Wallet link refused: …' when the scheme
 * is neither https nor one of `allowed` (a web app link may only be https), or the link is
 * malformed.
 */
export function walletLink(appLink: string, wcUri: string, allowed: ReadonlySet<string> = new Set()): string {
  const link = appLink.trim()
  const scheme = schemeOf(link)
  if (!scheme) throw refuse('it has no scheme')
  if (/[\s<>"'\\]/.test(link)) throw refuse('it holds spaces, quotes or markup')
  const encoded = encodeURIComponent(wcUri)
  if (scheme === 'https' || scheme === 'http') {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      throw refuse('it is not a valid URL')
    }
    // Plain http only to this machine (a secure context, like a local dev wallet), never across the network.
    if (scheme === 'http' && !LOOPBACK_HOSTS.has(url.hostname))
      throw refuse('http is allowed for loopback only')
    // Universal links keep their path: the pairing goes below it, query and fragment dropped.
    const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
    return `${base}/wc?uri=${encoded}`
  }
  if (!allowed.has(scheme) || !isAppScheme(scheme)) {
    throw refuse(`"${scheme}:" is not https or a wallet app scheme`)
  }
  // App schemes: `scheme:`, `scheme:/`, `scheme://` and `scheme://path/` all become `scheme://…/wc`.
  const rest = link
    .slice(scheme.length + 1)
    .replace(/^\/*/, '')
    .replace(/\/+$/, '')
  return `${scheme}://${rest ? `${rest}/` : ''}wc?uri=${encoded}`
}

/**
 * The links a wallet offers for `wcUri`: on phones the mobile app first; on desktops the desktop
 * app first. The web app (https only) is offered on both. Refused links are left out and passed
 * to `onRefused` (the debug log).
 */
export function walletLinks(
  wallet: DirectoryWallet,
  wcUri: string,
  isMobile: boolean,
  onRefused?: (error: LatchError, kind: WalletLinkKind) => void,
): WalletLink[] {
  const candidates: [WalletLinkKind, string | undefined][] = isMobile
    ? [
        ['mobile', wallet.mobileLink],
        ['web', wallet.webappLink],
      ]
    : [
        ['desktop', wallet.desktopLink],
        ['web', wallet.webappLink],
      ]
  const appSchemes = registeredSchemes(wallet)
  return candidates.flatMap(([kind, link]) => {
    if (!link) return []
    try {
      return [{ kind, href: walletLink(link, wcUri, kind === 'web' ? new Set() : appSchemes) }]
    } catch (error) {
      if (error instanceof LatchError) onRefused?.(error, kind)
      return []
    }
  })
}
