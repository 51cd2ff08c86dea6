/** The languages the modal is written in; `en` is the source the others translate. */
export const LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type Locale = (typeof LOCALES)[number]

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase()

/** One tag to a locale: the same tag, else the same language (pt-PT reads pt-BR, en-GB reads en). */
function matchTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const language = languageOf(lower)
  // Chinese splits by script, not by language: Hant and the regions writing it read zh-TW.
  if (language === 'zh') return /^zh-(hant|tw|hk|mo)\b/.test(lower) ? 'zh-TW' : 'zh-CN'
  return (
    LOCALES.find((locale) => locale.toLowerCase() === lower) ??
    LOCALES.find((locale) => languageOf(locale) === language)
  )
}

/**
 * The best locale for what the visitor or the app asks for, in order of preference (a tag or a
 * list like navigator.languages): the first that matches, else English.
 */
export function negotiateLocale(preferred: string | readonly string[] | undefined): Locale {
  for (const tag of typeof preferred === 'string' ? [preferred] : (preferred ?? [])) {
    const found = typeof tag === 'string' && matchTag(tag.trim())
    if (found) return found
  }
  return 'en'
}

/** Languages written right to left: the modal mirrors its layout for them. */
export const isRightToLeft = (locale: string) => /^(ar|fa|he)\b/i.test(locale)
