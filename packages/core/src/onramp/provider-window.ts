import type { ProviderWindow } from './actions'

const WINDOW_FEATURES = 'popup,width=460,height=760'

/**
 * A blank window for the provider, to open in the Buy click (browsers allow a window to open only
 * there); `buy` gives it the provider's address once the order exists. Undefined when blocked.
 */
export function openProviderWindow(): ProviderWindow | undefined {
  const open = (
    globalThis as { open?: (url: string, target: string, features: string) => ProviderWindow | null }
  ).open
  return open?.('about:blank', 'latch-onramp', WINDOW_FEATURES) ?? undefined
}
