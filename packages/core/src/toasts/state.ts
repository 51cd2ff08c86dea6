import type { AlertCode } from '../errors/codes'

export const TOAST_SWAP_DELAY_MS = 150

export type ToastVariant = 'success' | 'error' | 'loading' | 'info'

export interface ToastState {
  open: boolean
  message: string
  variant: ToastVariant
}

export type AlertVariant = 'error' | 'warning' | 'info'

export interface AlertState {
  open: boolean
  code?: AlertCode
  message: string
  longMessage?: string
  variant: AlertVariant
}

export function initialToastState(): ToastState {
  return { open: false, message: '', variant: 'info' }
}

export function initialAlertState(): AlertState {
  return { open: false, message: '', variant: 'error' }
}
