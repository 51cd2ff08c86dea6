// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithLatch } from '../../test/harness'
import { ConnectButton } from '../buttons/ConnectButton'
import { translate } from './catalogues'
import { fill } from './fill'
import { moneyText } from './money'
import { plural } from './plural'
import { ENGLISH } from './useT'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('filling a message', () => {
  it('puts each value in its placeholder and leaves unknown ones as they are', () => {
    expect(fill('Continue with {name}', { name: 'Google' }, 'en')).toBe('Continue with Google')
    expect(fill('{amount} · until {date}', { amount: '1 ETH' }, 'en')).toBe('1 ETH · until {date}')
    expect(fill('Continue with {name}', undefined, 'en')).toBe('Continue with {name}')
  })

  it('writes numbers for the locale', () => {
    expect(fill('Use at least {count} characters', { count: 12345 }, 'en')).toBe(
      'Use at least 12,345 characters',
    )
    expect(fill('{count}', { count: 12345.5 }, 'de')).toBe('12.345,5')
  })

  it('keeps markup and placeholder-like text in a value as plain characters, in one pass', () => {
    const name = '<img src=x onerror=alert(1)>{name}'
    expect(fill('Continue with {name}', { name }, 'en')).toBe(`Continue with ${name}`)
  })
})

describe('plural forms', () => {
  const key = '{count, plural, one {# token} other {# tokens}}' as const

  it('picks the English form by count', () => {
    expect(plural(ENGLISH, key, { count: 1 })).toBe('1 token')
    expect(plural(ENGLISH, key, { count: 2 })).toBe('2 tokens')
    expect(plural(ENGLISH, key, { count: 1000 })).toBe('1,000 tokens')
  })

  it('picks among the six Arabic forms with Intl.PluralRules', async () => {
    const t = await translate(['ar'])
    expect(plural(t, key, { count: 0 })).toBe('لا توجد رموز')
    expect(plural(t, key, { count: 1 })).toBe('رمز واحد')
    expect(plural(t, key, { count: 2 })).toBe('رمزان')
    expect(plural(t, key, { count: 3 })).toBe('3 رموز')
    expect(plural(t, key, { count: 11 })).toBe('11 رمزًا')
    expect(plural(t, key, { count: 100 })).toBe('100 رمز')
  })

  it('uses the one form Japanese has', async () => {
    const t = await translate(['ja'])
    expect(plural(t, key, { count: 1 })).toBe('1 件のトークン')
  })
})

describe('translations', () => {
  it('chooses the best supported locale and says which way it is written', async () => {
    expect((await translate(['ar-EG'])).rtl).toBe(true)
    expect((await translate(['xx', 'ja-JP'])).locale).toBe('ja')
    const unsupported = await translate(['sw', 'xx'])
    expect(unsupported.locale).toBe('en')
    expect(unsupported('Connect Wallet')).toBe('Connect Wallet')
    expect((await translate(['fa'])).rtl).toBe(true)
  })

  it("translates core's texts by their English, values included", async () => {
    const t = await translate(['ja'])
    expect(t.text('Signature declined')).toBe('署名が拒否されました')
    expect(t.text('Please try again after 12 seconds')).toBe('12 秒後にもう一度お試しください')
    expect(t.text('Error registering name ada.latch.id')).toBe('名前 ada.latch.id を登録できませんでした')
    expect(t.text('Could not switch to Ethereum')).toBe('Ethereum に切り替えられませんでした')
    expect(t.text('A text no catalogue has')).toBe('A text no catalogue has')
  })

  it('writes money with the currency where the locale puts it', () => {
    expect(moneyText('25.00', 'USD', 'en')).toBe('25.00 USD')
    expect(moneyText('1234.5', 'EUR', 'de')).toBe('1.234,50\u00a0€')
    expect(moneyText('0.012345', 'ETH', 'de')).toBe('0,012345 ETH')
    expect(moneyText('1234.5', 'USD', 'ja')).toBe('$1,234.50')
  })

  it('groups the thousands of money in English too, keeping the digits given', () => {
    expect(moneyText('20000.00', 'USD', 'en')).toBe('20,000.00 USD')
    expect(moneyText('1234567.012345', 'ETH', 'en')).toBe('1,234,567.012345 ETH')
    expect(moneyText('20000.00', 'USD', 'de')).toBe('20.000,00\u00a0$')
  })
})

describe('the locale in the page', () => {
  it('shows the configured language once its messages arrive, and switches at runtime', async () => {
    const { client } = renderWithLatch(<ConnectButton />, { config: { locale: 'ja' } })
    expect(await screen.findByRole('button', { name: 'ウォレットを接続' })).toBeTruthy()
    client.setLocale('ar')
    expect(await screen.findByRole('button', { name: 'ربط المحفظة' })).toBeTruthy()
    client.setLocale('en-GB')
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('mirrors the modal for a right-to-left language and names its language', async () => {
    const { client } = renderWithLatch(null, { config: { locale: 'ar' } })
    client.open()
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    const root = dialog.closest('.latch-root')
    expect(root?.getAttribute('dir')).toBe('rtl')
    expect(root?.getAttribute('lang')).toBe('ar')
    client.setLocale('ja')
    await waitFor(() => expect(root?.getAttribute('dir')).toBeNull())
    expect(root?.getAttribute('lang')).toBe('ja')
  })
})
