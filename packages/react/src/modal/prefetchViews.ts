// What the modal fetches once it is open and the browser is idle: every view a visitor may reach
// next, so moving between views rarely waits. It loads itself at that moment, not with the modal,
// since the click that opens the modal never needs it.
import type { Features, View } from '@latch/core'
import { VIEW_CHUNKS } from './viewChunks'

/** Views that belong to one feature (spec section 2): their code is never fetched while it is off. */
const VIEW_FEATURES: Partial<Record<View, keyof Features>> = {
  WalletSend: 'send',
  WalletSendPreview: 'send',
  WalletReceive: 'receive',
  OnRampBuy: 'onramp',
  OnRampProgress: 'onramp',
  Swap: 'swaps',
  SwapSelectToken: 'swaps',
  SwapPreview: 'swaps',
  EmailVerifyOtp: 'email',
  UpdateEmail: 'email',
  UpdateEmailOtp: 'email',
  ConnectingSocial: 'socials',
  ConnectingFarcaster: 'socials',
  Pay: 'pay',
}

const isOn = (value: Features[keyof Features]) => (Array.isArray(value) ? value.length > 0 : value === true)

/** The views worth fetching ahead, when the browser is idle: every view whose feature is on. */
export function prefetchedViews(features: Features): View[] {
  return (Object.keys(VIEW_CHUNKS) as View[]).filter((view) => {
    const feature = VIEW_FEATURES[view]
    return feature === undefined || isOn(features[feature])
  })
}

export function prefetchViews(features: Features): void {
  for (const view of prefetchedViews(features)) void VIEW_CHUNKS[view]?.load().catch(() => {})
}
