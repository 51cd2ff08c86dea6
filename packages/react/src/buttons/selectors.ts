import type { LatchState } from '@latch/core'

export const selectThemeMode = (state: LatchState) => state.theme.mode
