import type { View } from '../router/views'

export interface CloseContext {
  view: View
  force?: boolean
  /** Sign-in is required by the app (siwx `required`). */
  siwxRequired: boolean
  hasSiwxSession: boolean
}

const SIGN_IN_VIEWS: readonly View[] = ['SIWXSignMessage', 'ConnectingSiwe']

/**
 * Rules of spec sections 2 and 4: closing is refused while ApproveTransaction (and the frame's
 * recovery-key screen) is shown unless forced, and in the sign-in views while sign-in is required and no session exists.
 */
export function canCloseModal(context: CloseContext): boolean {
  if (context.force) return true
  if (context.view === 'ApproveTransaction') return false
  // The frame's recovery-key screen ends with the user's own answer (saved, entered or cancelled).
  if (context.view === 'EmbeddedRecovery') return false
  if (SIGN_IN_VIEWS.includes(context.view) && context.siwxRequired && !context.hasSiwxSession) return false
  return true
}
