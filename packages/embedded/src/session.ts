// The frame's one sign-in, shared by the wallet's adapters on each namespace: signing out through
// one signs out of all. Concurrent sign-outs (a disconnect of every namespace) ask the frame once,
// and an adapter still holding a connection when the frame signed out reports its disconnect.
import type { FrameMessenger } from './messenger'

export interface FrameSession {
  signOut(): Promise<void>
  /** Called after each sign-out. */
  onSignedOut(listener: () => void): void
}

export function createFrameSession(messenger: FrameMessenger): FrameSession {
  const listeners = new Set<() => void>()
  let pending: Promise<void> | undefined
  return {
    signOut() {
      pending ??= messenger
        .request('SIGN_OUT')
        .then(() => {
          for (const listener of [...listeners]) listener()
        })
        .finally(() => {
          pending = undefined
        })
      return pending
    },
    onSignedOut(listener) {
      listeners.add(listener)
    },
  }
}
