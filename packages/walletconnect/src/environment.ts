// Where a pending pairing must survive a second connect (spec 4): mobile Safari and Telegram,
// where the visitor switches to the wallet app and the page may re-run connect on return.

/** Safari on iPhone/iPad: WebKit, mobile, and none of the other iOS browsers' markers. */
export function isMobileSafari(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  return (
    ios &&
    /AppleWebKit/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  )
}

/** Telegram's in-app browser exposes one of these objects on window. */
export function isTelegram(scope: unknown): boolean {
  if (typeof scope !== 'object' || scope === null) return false
  const w = scope as { Telegram?: unknown; TelegramWebviewProxy?: unknown }
  return Boolean(w.Telegram) || Boolean(w.TelegramWebviewProxy)
}

/** Read at connect time, never at import, so server rendering and tests see no window. */
export function reusesPendingPairing(scope: unknown = globalThis): boolean {
  const userAgent = (scope as { navigator?: { userAgent?: unknown } } | undefined)?.navigator?.userAgent
  return isTelegram(scope) || (typeof userAgent === 'string' && isMobileSafari(userAgent))
}
