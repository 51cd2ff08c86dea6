import type { View } from '@latch/core'
import { useMemo } from 'react'
import { useLatchRuntime } from '../context'
import { useLatchState } from './useLatchState'

export interface UseLatchReturnType {
  /** Opens the modal; the opening rules pick the view unless one is asked for. */
  open(view?: View): void
  /** Closes the modal; false when a rule refuses (a pending transaction, a required sign-in). */
  close(): boolean
  isOpen: boolean
}

export function useLatch(): UseLatchReturnType {
  const { client } = useLatchRuntime()
  const isOpen = useLatchState(selectIsOpen)
  return useMemo(
    () => ({
      open: (view?: View) => client.open(view ? { view } : undefined),
      close: () => client.close(),
      isOpen,
    }),
    [client, isOpen],
  )
}

const selectIsOpen = (state: { modal: { open: boolean } }) => state.modal.open
