// Defaults of spec section 9: features and options are on unless the host app sets them to false.

export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  /** Social logins offered in the embedded flow; `false` turns socials off. */
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as string[] | false,
}

export type Features = typeof DEFAULT_FEATURES

export const DEFAULT_FLAGS = {
  /** Alerts (spec section 8) open in the modal; with `false` they stay in the state (`alert`) unopened. */
  debug: true,
  enableWalletConnect: true,
  enableWalletGuide: true,
  enableWallets: true,
  enableEIP6963: true,
  enableNetworkSwitch: true,
  enableAuthLogger: true,
}

export type OptionFlags = typeof DEFAULT_FLAGS

/** Default chain when nothing is stored: eip155 chain 1. */
export const DEFAULT_CHAIN_ID = 1
