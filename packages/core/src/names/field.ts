// What the name field says: the label rules (spec section 5) and 'Required'. They load with the
// name form and the name actions, not with the page (which reads names but never checks labels).
import { ACCOUNT_NAME_MIN_LENGTH } from '../validation/account-name'
import { formFieldMessage } from '../validation/form'

/** The longest label a DNS-style zone takes. */
export const ACCOUNT_NAME_MAX_LENGTH = 63

/** What is wrong with a label as typed, or undefined when it follows the rules. */
export function accountNameError(label: string): string | undefined {
  if (!/^[A-Za-z0-9-]*$/.test(label)) return 'Use only letters, digits and hyphens'
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return `Use at least ${ACCOUNT_NAME_MIN_LENGTH} characters`
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) return `Use at most ${ACCOUNT_NAME_MAX_LENGTH} characters`
  return undefined
}

/**
 * What the name field says on submit: 'Required' when it is empty, else the rule the label breaks
 * (the name rules are more precise than 'Invalid input', so any text counts as readable here).
 */
export function accountNameFieldMessage(label: string): string | undefined {
  return formFieldMessage(label, () => true) ?? accountNameError(label)
}
