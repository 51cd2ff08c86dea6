import { FEATURE_ERRORS } from '../errors/codes'

export type FormMessage = typeof FEATURE_ERRORS.FORM_REQUIRED | typeof FEATURE_ERRORS.FORM_INVALID

/** 'Required' for an empty field, 'Invalid input' when `isValid` rejects it, else undefined. */
export function formFieldMessage(
  value: unknown,
  isValid: (value: unknown) => boolean,
): FormMessage | undefined {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  if (empty) return FEATURE_ERRORS.FORM_REQUIRED
  return isValid(value) ? undefined : FEATURE_ERRORS.FORM_INVALID
}
