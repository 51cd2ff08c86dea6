import { fill, type MessageValues } from './fill'
import type { MessageKey } from './messages'
import type { Translate } from './useT'

// `{count, plural, one {# wallet} other {# wallets}}`: ICU's plural syntax, one level deep.
const PLURAL = /\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}/g
const FORM = /(=\d+|\w+) *\{([^{}]*)\}/g

/**
 * A message that counts something: each plural block reduced to the form Intl.PluralRules picks
 * for the locale (`=0` exact forms first, `other` last), `#` written as the count.
 */
export function plural(t: Translate, key: MessageKey, values: MessageValues): string {
  return fill(t(key), values, t.locale).replace(PLURAL, (block, name: string, forms: string) => {
    const count = Number(values[name])
    const chosen = new Map([...forms.matchAll(FORM)].map(([, form, text]) => [form, text]))
    const form =
      chosen.get(`=${count}`) ??
      chosen.get(new Intl.PluralRules(t.locale).select(count)) ??
      chosen.get('other')
    return form === undefined ? block : form.replace(/#/g, new Intl.NumberFormat(t.locale).format(count))
  })
}
