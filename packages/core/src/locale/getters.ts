import { type Locale, negotiateLocale } from './rules'

/** The modal's locale: the best supported match for the languages asked for, else English. */
export const getLocale = (state: { locale: readonly string[] }): Locale => negotiateLocale(state.locale)
