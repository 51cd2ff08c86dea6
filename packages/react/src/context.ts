import type { LatchClient } from '@latch/core'
import { createContext, useContext } from 'react'
import type { translationFor } from './i18n/load'
import type { DialogPlacement } from './modal/Dialog'

/** What the provider shares with buttons, hooks and the lazily loaded modal. */
export interface LatchRuntime {
  client: LatchClient
  placement: DialogPlacement
  nonce?: string
  /** The messages of a locale other than English, fetched on first use (./i18n/load). */
  translations: typeof translationFor
}

export const LatchContext = createContext<LatchRuntime | null>(null)

export function useLatchRuntime(): LatchRuntime {
  const runtime = useContext(LatchContext)
  if (!runtime) {
    throw new Error('Latch hooks and buttons must be rendered inside <LatchProvider config={...}>.')
  }
  return runtime
}
