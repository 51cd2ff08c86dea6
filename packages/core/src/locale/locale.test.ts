import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import { createMemoryBackend } from '../storage/storage'
import { createStore } from '../store/store'
import { createLocaleActions } from './actions'
import { getLocale } from './getters'
import { isRightToLeft, LOCALES, negotiateLocale } from './rules'

describe('locale negotiation', () => {
  test('an exact supported tag wins, whatever its case', () => {
    expect(negotiateLocale('ja')).toBe('ja')
    expect(negotiateLocale('PT-br')).toBe('pt-BR')
    expect(negotiateLocale('zh-CN')).toBe('zh-CN')
  })

  test('a regional variant reads its language', () => {
    expect(negotiateLocale('en-GB')).toBe('en')
    expect(negotiateLocale('de-AT')).toBe('de')
    expect(negotiateLocale('pt-PT')).toBe('pt-BR')
    expect(negotiateLocale('ar-EG')).toBe('ar')
  })

  test('Chinese follows its script: Hant and the regions writing it read zh-TW, the rest zh-CN', () => {
    expect(negotiateLocale('zh-Hant')).toBe('zh-TW')
    expect(negotiateLocale('zh-HK')).toBe('zh-TW')
    expect(negotiateLocale('zh-Hans-SG')).toBe('zh-CN')
    expect(negotiateLocale('zh')).toBe('zh-CN')
  })

  test('the first preferred language that matches wins, in the visitor order', () => {
    expect(negotiateLocale(['sw', 'fr-CA', 'en-US'])).toBe('fr')
    expect(negotiateLocale(['en-US', 'ja'])).toBe('en')
  })

  test('nothing that matches, or nothing at all, falls back to English', () => {
    expect(negotiateLocale(['sw', 'xx-YY'])).toBe('en')
    expect(negotiateLocale([])).toBe('en')
    expect(negotiateLocale(undefined)).toBe('en')
    expect(negotiateLocale('<script>alert(1)</script>')).toBe('en')
    expect(negotiateLocale([42 as never, 'ko'])).toBe('ko')
  })

  test('every supported locale negotiates to itself', () => {
    for (const locale of LOCALES) expect(negotiateLocale(locale)).toBe(locale)
  })

  test('Arabic, Persian and Hebrew are written right to left, the others left to right', () => {
    expect(LOCALES.filter(isRightToLeft)).toEqual(['ar', 'fa'])
    expect(isRightToLeft('he-IL')).toBe(true)
    expect(isRightToLeft('hi')).toBe(false)
  })
})

describe('setLocale', () => {
  test('switches the languages asked for at runtime; the locale is their best match', () => {
    const store = createStore<{ locale: readonly string[] }>({ locale: [] })
    const actions = createLocaleActions(store)
    expect(getLocale(store.getState())).toBe('en')
    actions.setLocale('ja-JP')
    expect(getLocale(store.getState())).toBe('ja')
    actions.setLocale(['xx', 'ar'])
    expect(store.getState().locale).toEqual(['xx', 'ar'])
    expect(getLocale(store.getState())).toBe('ar')
  })

  test('refuses what is not a tag or a list of tags, leaving the locale as it was', () => {
    const store = createStore<{ locale: readonly string[] }>({ locale: ['ja'] })
    const actions = createLocaleActions(store)
    expect(() => actions.setLocale(7 as never)).toThrow('Unknown locale: 7')
    expect(() => actions.setLocale(['de', null] as never)).toThrow('Unknown locale')
    expect(getLocale(store.getState())).toBe('ja')
  })
})

describe('the client locale', () => {
  const options = { networks: [mainnet], storage: createMemoryBackend() }

  test('a configured locale is the state from the start, on the server state too', () => {
    const client = createLatch({ ...options, locale: 'ar-SA', adapters: [createTestAdapter()] })
    expect(getLocale(client.store.getState())).toBe('ar')
    expect(getLocale(client.serverState)).toBe('ar')
  })

  test('without one the client renders English until started, then follows the browser', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
    Object.defineProperty(globalThis, 'navigator', {
      value: { languages: ['ja-JP', 'en'] },
      configurable: true,
    })
    try {
      const client = createLatch({ ...options, adapters: [createTestAdapter()] })
      expect(getLocale(client.store.getState())).toBe('en')
      await client.start()
      expect(getLocale(client.store.getState())).toBe('ja')
      client.destroy()
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original)
      else delete (globalThis as { navigator?: unknown }).navigator
    }
  })

  test('a configured locale that is not a string is refused at creation', () => {
    expect(() => createLatch({ ...options, locale: 5 as never })).toThrow('Unknown locale: 5')
  })

  test('a configured locale is kept when the browser prefers another', async () => {
    const client = createLatch({ ...options, locale: 'de', adapters: [createTestAdapter()] })
    await client.start()
    expect(getLocale(client.store.getState())).toBe('de')
    client.destroy()
  })
})
