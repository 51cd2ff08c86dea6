import type { LatchState } from '@latch/core'
import { useLatchState } from './useLatchState'

const selectEmbedded = (state: LatchState) => state.embedded

/** The embedded wallet's login, update and approval state, from core. */
export function useEmbeddedState(): LatchState['embedded'] {
  return useLatchState(selectEmbedded)
}
