// The embedded slice: the email login and email update in progress, and the frame's pending
// approval. The signed-in user lives in the account state (`accounts[namespace].user`).
import type { SmartSession } from '../services/types'

/** Where the email login stands: nothing asked yet, a code to enter, a device to approve by mail. */
export type EmailLoginStep = 'idle' | 'VERIFY_OTP' | 'VERIFY_DEVICE'
export type EmailUpdateStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

export interface EmbeddedState {
  /** The address the login is for. */
  email?: string
  step: EmailLoginStep
  /** A request to the frame is in flight. */
  busy: boolean
  /** What the current form shows: 'Required', 'Invalid input', the cooldown, the frame's error. */
  error?: string
  /** The email update in progress: the new address and which code is due. */
  update?: { email: string; step: EmailUpdateStep }
  /** The frame shows its approval UI for this method; ApproveTransaction shows the frame. */
  approval?: { method: string }
  /**
   * A social login under way: the provider's popup is open (a Farcaster link is waiting for its
   * answer), or the answer is being redeemed.
   */
  social?: { provider: string; phase: 'popup' | 'waiting' | 'authenticating' }
  /** Why the last social login ended without a connection (shown under the social buttons). */
  socialError?: string
  /** The app's socials the services server can complete; undefined until read. */
  offeredSocials?: string[]
  /** The frame shows its recovery-key screen (save a new key, or enter it on a new device); EmbeddedRecovery shows the frame. */
  recovery?: 'save' | 'enter'
  /** The smart account's active sessions (granted permissions), as the services server lists them. */
  sessions?: SmartSession[]
  /** The session whose revoke is being signed or sent. */
  revoking?: string
}

export function initialEmbeddedState(): EmbeddedState {
  return { step: 'idle', busy: false }
}
