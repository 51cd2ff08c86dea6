import { describe, expect, test } from 'vitest'
import { isMobileSafari, isTelegram, reusesPendingPairing } from './environment'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1'
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'

describe('pending-pairing reuse environments', () => {
  test('mobile Safari is recognised, other iOS browsers and desktop Safari are not', () => {
    expect(isMobileSafari(IPHONE_SAFARI)).toBe(true)
    expect(isMobileSafari(IPHONE_CHROME)).toBe(false)
    expect(isMobileSafari(MAC_SAFARI)).toBe(false)
  })

  test('Telegram is recognised by its webview objects', () => {
    expect(isTelegram({ Telegram: { WebApp: {} } })).toBe(true)
    expect(isTelegram({ TelegramWebviewProxy: {} })).toBe(true)
    expect(isTelegram({})).toBe(false)
    expect(isTelegram(undefined)).toBe(false)
  })

  test('reuse applies in Telegram or mobile Safari only', () => {
    expect(reusesPendingPairing({ navigator: { userAgent: IPHONE_SAFARI } })).toBe(true)
    expect(reusesPendingPairing({ navigator: { userAgent: MAC_SAFARI }, Telegram: {} })).toBe(true)
    expect(reusesPendingPairing({ navigator: { userAgent: MAC_SAFARI } })).toBe(false)
    expect(reusesPendingPairing({})).toBe(false)
  })
})
