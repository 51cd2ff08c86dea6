import type { CaipNetwork, ChainAdapter, ChainNamespace } from '../adapter/types'
import type { AccountType } from '../connection/accounts'
import type { AlertCode } from '../errors/codes'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { ConnectMethod, ConnectorGroup, WalletFeature } from '../orders/rules'
import { serviceImageUrls, withImageUrl } from '../services/image-urls'
import type { SiweConfig } from '../siwx/siwe'
import type { SiwxConfig } from '../siwx/state'
import type { StorageBackend } from '../storage/storage'
import type { ThemeVariables } from '../theme/actions'
import type { ThemeMode } from '../theme/state'
import type { CustomWallet } from '../wallets/options'
import { DEFAULT_FEATURES, DEFAULT_FLAGS, type Features, type OptionFlags } from './defaults'

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Everything an app configures, in one place (flags: see DEFAULT_FLAGS in ./defaults). */
export interface LatchOptions extends Partial<OptionFlags> {
  projectId?: string
  networks: CaipNetwork[]
  adapters?: ChainAdapter[]
  defaultNetwork?: CaipNetwork
  metadata?: Metadata
  features?: Partial<Features>
  /** Only WalletConnect is offered; the opening rules then show AllWallets/ConnectingWalletConnectBasic. */
  manualControl?: boolean
  allowUnsupportedChain?: boolean
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The modal's language (a BCP 47 tag such as 'ja' or 'pt-BR', matched to the closest supported
   * one). Without it the browser's languages decide once the client starts; set it for a
   * server-rendered page to render that language on the server too.
   */
  locale?: string
  walletFeatureOrder?: WalletFeature[]
  connectMethodOrder?: ConnectMethod[]
  connectorTypeOrder?: ConnectorGroup[]
  /** Sign-In With Ethereum (the ConnectingSiwe view); mutually exclusive with `siwx`. */
  siweConfig?: SiweConfig
  siwx?: SiwxConfig
  /** Where remembered values live; default localStorage when it exists, else memory. */
  storage?: StorageBackend
  /** Overrides mobile detection (tests, native shells). */
  isMobile?: () => boolean
  /** Base URL of the services server (spec section 7); without it nothing is fetched from one. */
  servicesUrl?: string
  /** Wallet directory: shown first, in this order (at most 4). */
  featuredWalletIds?: string[]
  /** Wallet directory: when set, it lists only these. */
  includeWalletIds?: string[]
  /** Wallet directory: never listed. */
  excludeWalletIds?: string[]
  /** Wallets of the app's own that the registry does not know. */
  customWallets?: CustomWallet[]
  /** eip155 chain ids with swaps, when the services server offers others than spec section 9's. */
  swapChainIds?: number[]
  /**
   * The account type the embedded wallet uses per namespace unless the visitor picked one
   * (spec section 3's defaults otherwise: eip155 smartAccount, solana and polkadot eoa, bip122 payment).
   */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** The app's terms of service (http or https), linked from Connect (see `features.legalCheckbox`). */
  termsConditionsUrl?: string
  /** The app's privacy policy (http or https), linked from Connect (see `features.legalCheckbox`). */
  privacyPolicyUrl?: string
}

export interface ResolvedOptions extends OptionFlags {
  projectId: string | undefined
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork | undefined
  metadata: Metadata | undefined
  features: Features
  manualControl: boolean
  allowUnsupportedChain: boolean
  themeMode: ThemeMode | undefined
  themeVariables: ThemeVariables
  locale: string | undefined
  walletFeatureOrder: WalletFeature[] | undefined
  connectMethodOrder: ConnectMethod[] | undefined
  connectorTypeOrder: ConnectorGroup[] | undefined
  siwx: SiwxConfig | undefined
  siweConfig: SiweConfig | undefined
  servicesUrl: string | undefined
  swapChainIds: number[] | undefined
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>> | undefined
  /** `termsConditionsUrl` and `privacyPolicyUrl`, checked; undefined when neither is set. */
  legalUrls: LegalUrls | undefined
}

export interface LegalUrls {
  terms: string | undefined
  privacy: string | undefined
}

export interface OptionsResult {
  options: ResolvedOptions
  /** Alerts to raise once the client is up (e.g. a missing project id). */
  alerts: AlertCode[]
}

function flag(value: boolean | undefined): boolean {
  // On unless explicitly false.
  return value !== false
}

/** Applies the defaults of spec section 9 and the validation rules of section 5. */
export function resolveOptions(input: LatchOptions): OptionsResult {
  if (input.siweConfig !== undefined && input.siwx !== undefined) {
    throw new LatchError('SIWE_AND_SIWX_BOTH_SET', ERRORS.SIWE_AND_SIWX_BOTH_SET)
  }
  if (!Array.isArray(input.networks) || input.networks.length === 0) {
    throw new LatchError('NETWORKS_REQUIRED', ERRORS.NETWORKS_REQUIRED)
  }
  const features: Features = { ...DEFAULT_FEATURES }
  for (const [key, value] of Object.entries(input.features ?? {}) as [keyof Features, unknown][]) {
    if (value === undefined || !(key in DEFAULT_FEATURES)) continue
    if (key === 'socials') features.socials = Array.isArray(value) ? [...value] : false
    // A feature that is on by default stays on unless exactly false; an off one turns on only with true.
    else (features as Record<string, unknown>)[key] = DEFAULT_FEATURES[key] ? value !== false : value === true
  }
  const flags = Object.fromEntries(
    Object.keys(DEFAULT_FLAGS).map((key) => [key, flag(input[key as keyof OptionFlags])]),
  ) as OptionFlags
  const projectId =
    typeof input.projectId === 'string' && input.projectId.trim() !== '' ? input.projectId : undefined
  const [servicesUrl, terms, privacy] = URL_OPTIONS.map((key) => urlOption(key, input[key]))
  // Networks that name an image id show the services server's mark for it.
  const assetImage = serviceImageUrls(servicesUrl, projectId)?.asset
  const withImage = (network: CaipNetwork): CaipNetwork => {
    const assets = network.assets && withImageUrl(network.assets, assetImage)
    // Untouched networks stay the very objects the app passed, so it can compare them.
    return assets === network.assets ? network : { ...network, assets }
  }
  return {
    options: {
      ...flags,
      projectId,
      networks: input.networks.map(withImage),
      defaultNetwork: input.defaultNetwork && withImage(input.defaultNetwork),
      metadata: input.metadata,
      features,
      manualControl: input.manualControl === true,
      allowUnsupportedChain: input.allowUnsupportedChain === true,
      themeMode: input.themeMode,
      themeVariables: { ...input.themeVariables },
      locale: input.locale,
      walletFeatureOrder: input.walletFeatureOrder,
      connectMethodOrder: input.connectMethodOrder,
      connectorTypeOrder: input.connectorTypeOrder,
      siwx: input.siwx,
      siweConfig: input.siweConfig,
      servicesUrl,
      swapChainIds: input.swapChainIds,
      defaultAccountTypes: input.defaultAccountTypes,
      legalUrls: terms || privacy ? { terms, privacy } : undefined,
    },
    alerts: projectId ? [] : ['PROJECT_ID_NOT_CONFIGURED'],
  }
}

/** Options that hold a URL the modal fetches or links to. */
const URL_OPTIONS = ['servicesUrl', 'termsConditionsUrl', 'privacyPolicyUrl'] as const

/**
 * An http(s) URL, or undefined when unset. Anything else is refused here, at configuration: a
 * malformed services URL must not reach fetch later, nor a `javascript:` URL a link's href.
 */
function urlOption(option: string, value: unknown): string | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined
  try {
    const url = new URL(value as string)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
  } catch {}
  throw new LatchError('INVALID_URL_OPTION', ERRORS.INVALID_URL_OPTION(option, String(value).slice(0, 80)))
}
