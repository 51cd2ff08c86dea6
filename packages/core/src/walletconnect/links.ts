// Deep links and universal links that hand a WalletConnect pairing URI to a wallet app. Each
// listing link gets the URI in the form it expects:
//   universal link  https://wallet.example/app  ->  https://wallet.example/app/wc?uri=<encoded>
//   custom scheme   examplewallet://            ->  examplewallet://wc?uri=<encoded>
// Registry links are untrusted: only http(s) and plain custom schemes pass, never script-capable
// ones (javascript:, data:, vbscript:, file:, blob:, about:).
import type { DirectoryWallet } from '../wallets/rules'

const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem'])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** The link that opens `appLink` with `wcUri`, or undefined when the link is not a safe one. */
export function walletLink(appLink: string, wcUri: string): string | undefined {
  const link = appLink.trim()
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (!scheme || BLOCKED_SCHEMES.has(scheme) || /[\s<>"']/.test(link)) return undefined
  const encoded = encodeURIComponent(wcUri)
  if (scheme === 'http' || scheme === 'https') {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      return undefined
    }
    // Universal links keep their path: the pairing goes below it, query and fragment dropped.
    const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '')
    return `${base}/wc?uri=${encoded}`
  }
  // Custom schemes: `scheme:`, `scheme:/`, `scheme://` and `scheme://path/` all become `scheme://…/wc`.
  const rest = link
    .slice(scheme.length + 1)
    .replace(/^\/*/, '')
    .replace(/\/+$/, '')
  return `${scheme}://${rest ? `${rest}/` : ''}wc?uri=${encoded}`
}

export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  kind: WalletLinkKind
  href: string
}

/**
 * The links a wallet offers for `wcUri`: on phones the mobile app first; on desktops the desktop
 * app first. The web app is offered on both. Unsafe links are left out.
 */
export function walletLinks(wallet: DirectoryWallet, wcUri: string, isMobile: boolean): WalletLink[] {
  const candidates: [WalletLinkKind, string | undefined][] = isMobile
    ? [
        ['mobile', wallet.mobileLink],
        ['web', wallet.webappLink],
      ]
    : [
        ['desktop', wallet.desktopLink],
        ['web', wallet.webappLink],
      ]
  return candidates.flatMap(([kind, link]) => {
    const href = link ? walletLink(link, wcUri) : undefined
    return href ? [{ kind, href }] : []
  })
}
