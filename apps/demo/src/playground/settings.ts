// What the playground panel changes: a few of LatchConfig's options, kept in this page's
// localStorage so a reload shows the same setup. Each choice maps onto the option a host app would
// set; `applySettings` is the whole mapping.
import type { CaipNetwork, ConnectMethod, ConnectorGroup } from '@latch/core'
import type { LatchConfig } from '@latch/react'

/** Features a visitor can switch off here: the ones the modal has today. */
export const TOGGLED_FEATURES = ['email', 'send', 'receive', 'history', 'allWallets'] as const
export type ToggledFeature = (typeof TOGGLED_FEATURES)[number]

export const FEATURE_LABELS: Record<ToggledFeature, string> = {
  email: 'Email login',
  send: 'Send',
  receive: 'Receive',
  history: 'Activity',
  allWallets: 'All wallets',
}

/** Accent colours offered as swatches; each keeps white text readable (4.5:1 or better). */
export const ACCENTS = [
  { name: 'Blue', value: '#2563eb' },
  { name: 'Violet', value: '#6d28d9' },
  { name: 'Green', value: '#047857' },
  { name: 'Rose', value: '#be123c' },
  { name: 'Amber', value: '#b45309' },
] as const

export const METHOD_ORDERS = {
  default: { label: 'Latch decides', order: undefined },
  'wallet-first': { label: 'Wallets first', order: ['wallet', 'email', 'social'] },
  'email-first': { label: 'Email first', order: ['email', 'social', 'wallet'] },
} as const satisfies Record<string, { label: string; order: readonly ConnectMethod[] | undefined }>
export type MethodOrder = keyof typeof METHOD_ORDERS

/** Orders of the wallet list (the `connectorTypeOrder` option); "Latch decides" is the spec's. */
export const WALLET_ORDERS = {
  default: { label: 'Latch decides', order: undefined },
  'installed-first': {
    label: 'Installed first',
    order: ['injected', 'recent', 'walletConnect', 'featured', 'custom', 'external', 'recommended'],
  },
  'installed-only': { label: 'Installed only', order: ['recent', 'injected'] },
} as const satisfies Record<string, { label: string; order: readonly ConnectorGroup[] | undefined }>
export type WalletOrder = keyof typeof WALLET_ORDERS

/** Connect's terms and privacy links: none, a line under Connect, or a box to tick before connecting. */
export const LEGAL_CHOICES = {
  none: 'No terms or privacy links',
  footer: 'A line under the wallets',
  checkbox: 'A box to tick before connecting',
} as const
export type LegalChoice = keyof typeof LEGAL_CHOICES

export interface DemoSettings {
  accent: string
  features: Record<ToggledFeature, boolean>
  /** CAIP-2 ids of the networks switched off; every other network is offered. */
  hiddenNetworks: string[]
  methodOrder: MethodOrder
  walletOrder: WalletOrder
  /** `modal` opens over the page; `embedded` shows it as a card in the page. */
  placement: 'modal' | 'embedded'
  /** `termsConditionsUrl` and `privacyPolicyUrl`, and with `checkbox`, `features.legalCheckbox`. */
  legal: LegalChoice
  /** `features.collapseWallets`. */
  collapseWallets: boolean
  /** `enableWalletGuide`. */
  walletGuide: boolean
}

export const DEFAULT_SETTINGS: DemoSettings = {
  accent: ACCENTS[0].value,
  features: { email: true, send: true, receive: true, history: true, allWallets: true },
  hiddenNetworks: [],
  methodOrder: 'default',
  walletOrder: 'default',
  placement: 'modal',
  legal: 'none',
  collapseWallets: false,
  walletGuide: true,
}

const STORAGE_KEY = 'latch-demo:settings'

/** The stored settings, each field checked; anything unreadable falls back to its default. */
export function parseSettings(raw: string | null): DemoSettings {
  let stored: Partial<Record<keyof DemoSettings, unknown>> = {}
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (parsed && typeof parsed === 'object') stored = parsed
  } catch {
    // A corrupt value is dropped: the defaults apply.
  }
  const features = { ...DEFAULT_SETTINGS.features }
  if (stored.features && typeof stored.features === 'object')
    for (const feature of TOGGLED_FEATURES) {
      const value = (stored.features as Record<string, unknown>)[feature]
      if (typeof value === 'boolean') features[feature] = value
    }
  return {
    accent: ACCENTS.some((accent) => accent.value === stored.accent)
      ? (stored.accent as string)
      : DEFAULT_SETTINGS.accent,
    features,
    hiddenNetworks: Array.isArray(stored.hiddenNetworks)
      ? stored.hiddenNetworks.filter((id): id is string => typeof id === 'string')
      : [],
    methodOrder: Object.hasOwn(METHOD_ORDERS, String(stored.methodOrder))
      ? (stored.methodOrder as MethodOrder)
      : 'default',
    walletOrder: Object.hasOwn(WALLET_ORDERS, String(stored.walletOrder))
      ? (stored.walletOrder as WalletOrder)
      : 'default',
    placement: stored.placement === 'embedded' ? 'embedded' : 'modal',
    legal: Object.hasOwn(LEGAL_CHOICES, String(stored.legal)) ? (stored.legal as LegalChoice) : 'none',
    collapseWallets: stored.collapseWallets === true,
    walletGuide: stored.walletGuide !== false,
  }
}

export function loadSettings(): DemoSettings {
  try {
    return parseSettings(localStorage.getItem(STORAGE_KEY))
  } catch {
    return DEFAULT_SETTINGS
  }
}

export function saveSettings(settings: DemoSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings))
  } catch {
    // Storage can be unavailable (private mode); the settings then last for this page only.
  }
}

/** The networks still offered: never none, since Latch needs at least one. */
export function offeredNetworks(all: CaipNetwork[], hidden: readonly string[]): CaipNetwork[] {
  const offered = all.filter((network) => !hidden.includes(network.caipNetworkId))
  return offered.length > 0 ? offered : all.slice(0, 1)
}

/** The host app's config with the playground's choices applied. */
export function applySettings(base: LatchConfig, settings: DemoSettings): LatchConfig {
  const networks = offeredNetworks(base.networks, settings.hiddenNetworks)
  const defaultNetwork = networks.find((n) => n.caipNetworkId === base.defaultNetwork?.caipNetworkId)
  const order = METHOD_ORDERS[settings.methodOrder].order
  const walletOrder = WALLET_ORDERS[settings.walletOrder].order
  // The demo has no legal pages of its own: its links lead to the demo's front page.
  const site = base.metadata?.url
  const legal =
    settings.legal !== 'none' && site
      ? {
          termsConditionsUrl: new URL('/#terms', site).href,
          privacyPolicyUrl: new URL('/#privacy', site).href,
        }
      : {}
  return {
    ...base,
    ...legal,
    networks,
    defaultNetwork: defaultNetwork ?? networks[0],
    features: {
      ...base.features,
      ...settings.features,
      legalCheckbox: settings.legal === 'checkbox',
      collapseWallets: settings.collapseWallets,
    },
    enableWalletGuide: settings.walletGuide,
    themeVariables: { ...base.themeVariables, '--latch-accent': settings.accent },
    ...(order ? { connectMethodOrder: [...order] } : {}),
    ...(walletOrder ? { connectorTypeOrder: [...walletOrder] } : {}),
    ...(settings.placement === 'embedded' ? { enableEmbedded: true } : {}),
  }
}

/**
 * LatchProvider reads its config once (the theme aside), so the playground starts Latch afresh
 * when anything else changes: this key names everything that needs a fresh start.
 */
export function restartKey(settings: DemoSettings): string {
  const { accent: _followsLive, ...rest } = settings
  return JSON.stringify(rest)
}
