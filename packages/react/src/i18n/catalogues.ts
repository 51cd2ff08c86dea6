// Fetched only for a visitor asking for a language other than English: which supported locale
// fits best, and its catalogue. Every translation is its own chunk, fetched only when its locale
// is the active one.
import { getLocale, isRightToLeft, type Locale } from '@latch/core'
import { type Chunk, chunk } from '../modal/chunk'
import { fill, type MessageValues } from './fill'
import type { MessageKey, Messages } from './messages'
import { english, type Translate } from './useT'

const catalogue = (locale: Locale, loader: () => Promise<{ default: Messages }>) =>
  chunk(() => loader().then(({ default: messages }) => translation(locale, messages)))

/**
 * Every supported locale but English (which is its own keys). A locale added to LOCALES before
 * its translation is written reads English, with its own number formats.
 */
const CATALOGUES: Partial<Record<Locale, Chunk<Translate>>> = {
  ar: catalogue('ar', () => import('./locales/ar')),
  de: catalogue('de', () => import('./locales/de')),
  es: catalogue('es', () => import('./locales/es')),
  fa: catalogue('fa', () => import('./locales/fa')),
  fr: catalogue('fr', () => import('./locales/fr')),
  hi: catalogue('hi', () => import('./locales/hi')),
  id: catalogue('id', () => import('./locales/id')),
  it: catalogue('it', () => import('./locales/it')),
  ja: catalogue('ja', () => import('./locales/ja')),
  ko: catalogue('ko', () => import('./locales/ko')),
  nl: catalogue('nl', () => import('./locales/nl')),
  pl: catalogue('pl', () => import('./locales/pl')),
  'pt-BR': catalogue('pt-BR', () => import('./locales/pt-BR')),
  ru: catalogue('ru', () => import('./locales/ru')),
  th: catalogue('th', () => import('./locales/th')),
  tr: catalogue('tr', () => import('./locales/tr')),
  uk: catalogue('uk', () => import('./locales/uk')),
  vi: catalogue('vi', () => import('./locales/vi')),
  'zh-CN': catalogue('zh-CN', () => import('./locales/zh-CN')),
  'zh-TW': catalogue('zh-TW', () => import('./locales/zh-TW')),
}

/** The best locale for the languages asked for, with its catalogue when it has one. */
export async function translate(asked: readonly string[]): Promise<Translate> {
  const locale = getLocale({ locale: asked })
  const found = CATALOGUES[locale]
  return found ? found.load() : english(locale, isRightToLeft(locale))
}

// Core's texts with values in them ('Please try again after 12 seconds') are matched by their
// catalogue entry's pattern ('Please try again after {seconds} seconds').
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

function translation(locale: Locale, messages: Messages): Translate {
  const table = messages as Readonly<Record<string, string>>
  const patterns = Object.keys(table)
    .filter((key) => /\{\w+\}/.test(key) && !key.includes(', plural,'))
    .map((key) => {
      const names: string[] = []
      const source = escapeRegExp(key).replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name)
        return '(.+?)'
      })
      return { key, names, pattern: new RegExp(`^${source}$`) }
    })
  const text = (english: string) => {
    if (Object.hasOwn(table, english)) return table[english] as string
    for (const { key, names, pattern } of patterns) {
      const found = pattern.exec(english)
      if (found)
        return (table[key] as string).replace(/\{(\w+)\}/g, (whole, name: string) => {
          const at = names.indexOf(name)
          return at < 0 ? whole : (found[at + 1] as string)
        })
    }
    return english
  }
  const t = (key: MessageKey, values?: MessageValues) => fill(messages[key] ?? key, values, locale)
  return Object.assign(t, { text, locale, rtl: isRightToLeft(locale) })
}
