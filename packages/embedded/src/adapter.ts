// The embedded (email) wallet as a ChainAdapter on eip155 (./solana-adapter is its Solana side,
// over the same frame and sign-in): one AUTH connector whose every call is a request to the frame. `connect` ends a login (the frame must be signed in: it reads
// the user), `reconnect` restores one without a prompt (IS_CONNECTED, then GET_USER), and the
// email steps, the frame's events and showing the frame are the `embedded` port core drives.
import {
  AdapterError,
  type AdapterEvent,
  type CaipNetwork,
  type ChainAdapter,
  type EmbeddedWalletEvent,
  type EmbeddedWalletPort,
  type EmbeddedWalletUser,
  FEATURE_ERRORS,
  formatUnits,
  isSocialProvider,
  isTransactionHash,
  LatchError,
} from '@latch/core'
import { isEmbeddedChain } from '@latch/core/internal'
import { EMBEDDED_CONNECTOR_ID, embeddedConnector } from './connector'
import type { FrameMessenger } from './messenger'
import type { AccountType, ChainId, EmbeddedUser, FrameEvent } from './protocol'
import { createFrameSession, type FrameSession } from './session'
import { awaitSocialCallback } from './social-popup'

export { EMBEDDED_CONNECTOR_ID }

export interface EmbeddedAdapterOptions {
  messenger: FrameMessenger
  /** Sent to the frame with the app's metadata (SYNC_DAPP_DATA). */
  projectId: string
  /** The frame's sign-in, shared with the wallet's Solana side (default: this adapter's own). */
  session?: FrameSession
}

/** The SDK the frame is told it serves (SYNC_DAPP_DATA). */
const SDK = { sdkType: 'latch', sdkVersion: 'latch-embedded-0.0.0' }

const toHex = (value: bigint) => `0x${value.toString(16)}`

/** UTF-8 text as 0x hex, the form personal_sign takes. */
function textToHex(text: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** The frame's user in the account state's shape. */
export function toAccountUser(user: EmbeddedUser): EmbeddedWalletUser {
  return {
    email: user.email ?? null,
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts,
    ...(user.userName ? { userName: user.userName } : {}),
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    ...(user.smartAccountDeployed === undefined ? {} : { smartAccountDeployed: user.smartAccountDeployed }),
  }
}

/** The alerts the frame's messenger raises through the port (core shows them). */
export type FrameAlert = Extract<EmbeddedWalletEvent, { type: 'alert' }>['code']

/** Frame events in core's words; FRAME_READY and FRAME_REFUSED never get here (the messenger keeps them). */
function toPortEvent(event: FrameEvent): EmbeddedWalletEvent | undefined {
  switch (event.type) {
    case 'APPROVAL_REQUESTED':
      return { type: 'approvalRequested', method: event.payload.method }
    case 'APPROVAL_SETTLED':
      return { type: 'approvalSettled', approved: event.payload.approved }
    case 'RECOVERY_REQUESTED':
      return { type: 'recoveryRequested', mode: event.payload.mode }
    case 'RECOVERY_SETTLED':
      return { type: 'recoverySettled', mode: event.payload.mode, done: event.payload.done }
    case 'NOT_CONNECTED':
      return { type: 'notConnected' }
    case 'SESSION_EXPIRED':
      return { type: 'sessionExpired' }
    default:
      return undefined
  }
}

export function createEmbeddedAdapter(options: EmbeddedAdapterOptions): ChainAdapter & {
  embedded: EmbeddedWalletPort
  /** Core's alerts from the messenger (load failed or refused, timed out) go out through the port. */
  alert(code: FrameAlert): void
} {
  const { messenger } = options
  const session = options.session ?? createFrameSession(messenger)
  const listeners = new Set<(event: AdapterEvent) => void>()
  const portListeners = new Set<(event: EmbeddedWalletEvent) => void>()
  let networks: CaipNetwork[] = []
  let chainId: ChainId | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const emitPort = (event: EmbeddedWalletEvent) => {
    for (const listener of [...portListeners]) listener(event)
  }
  messenger.onEvent((event) => {
    const portEvent = toPortEvent(event)
    if (portEvent) emitPort(portEvent)
  })

  const activeChain = (requested?: number | string) => requested ?? chainId ?? networks[0]?.id ?? 1

  const accountsOf = (user: EmbeddedUser) => [
    ...new Set([user.address, ...user.accounts.map((account) => account.address)]),
  ]
  /**
   * The acting address last reported, while connected; a change (account type switched, network
   * without a smart account) is an accountsChanged.
   */
  let actingAddress: string | undefined
  // Signed out through the wallet's other namespace: this one's connection ends too.
  session.onSignedOut(() => {
    if (actingAddress === undefined) return
    actingAddress = undefined
    emit({ type: 'disconnect', connectorId: EMBEDDED_CONNECTOR_ID })
  })
  function noteAddress(user: EmbeddedUser) {
    const changed = actingAddress !== undefined && actingAddress.toLowerCase() !== user.address.toLowerCase()
    actingAddress = user.address
    if (changed)
      emit({ type: 'accountsChanged', connectorId: EMBEDDED_CONNECTOR_ID, accounts: accountsOf(user) })
  }

  /**
   * The account type core asked for last: every GET_USER carries it, the first of a connect or
   * reconnect included, since the frame keeps it only until it reloads and would otherwise answer
   * with its default (the smart account) before core's own read asks again.
   */
  let askedType: AccountType | undefined
  function readUser(id: ChainId, type?: AccountType) {
    if (type) askedType = type
    return messenger.request('GET_USER', {
      chainId: id,
      ...(askedType ? { preferredAccountType: askedType } : {}),
    })
  }

  async function signedIn(requested: number | string | undefined, type: AccountType | undefined) {
    const id = activeChain(requested)
    const user = await readUser(id, type)
    chainId = user.chainId
    actingAddress = user.address
    return { connectorId: EMBEDDED_CONNECTOR_ID, accounts: accountsOf(user), chainId: user.chainId }
  }

  async function rpc(method: string, params: unknown, id?: number | string): Promise<unknown> {
    const { result } = await messenger.request('RPC_REQUEST', { method, params, chainId: activeChain(id) })
    return result
  }

  const port: EmbeddedWalletPort = {
    connectorId: EMBEDDED_CONNECTOR_ID,
    connectEmail: (email) => messenger.request('CONNECT_EMAIL', { email }),
    connectDevice: async () => {
      await messenger.request('CONNECT_DEVICE')
    },
    connectOtp: async (otp) => {
      await messenger.request('CONNECT_OTP', { otp })
    },
    updateEmail: (email) => messenger.request('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: async (otp) => {
      await messenger.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    updateEmailSecondaryOtp: (otp) => messenger.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
    getUser: async (id, preferredAccountType) => {
      const user = await readUser(activeChain(id), preferredAccountType)
      noteAddress(user)
      return toAccountUser(user)
    },
    smartAccountEnabledNetworks: async () =>
      (await messenger.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks,
    async setPreferredAccountType(type) {
      const result = await messenger.request('SET_PREFERRED_ACCOUNT', { type })
      noteAddress(await readUser(activeChain()))
      return result
    },
    onEvent(listener) {
      portListeners.add(listener)
      return () => portListeners.delete(listener)
    },
    showFrame: (anchor) => messenger.show(anchor),
    async socialRedirect(provider, popup) {
      if (!isSocialProvider(provider)) throw new AdapterError('embedded', `${provider} is not a social login`)
      const { uri } = await messenger.request('GET_SOCIAL_REDIRECT_URI', { provider })
      popup.location.href = uri
      const callback = await awaitSocialCallback(popup, messenger.origin)
      popup.close()
      return callback
    },
    async socialRedirectUri(provider, returnUrl) {
      if (!isSocialProvider(provider)) throw new AdapterError('embedded', `${provider} is not a social login`)
      return (await messenger.request('GET_SOCIAL_REDIRECT_URI', { provider, returnUrl })).uri
    },
    connectSocial: async (uri) => toAccountUser(await messenger.request('CONNECT_SOCIAL', { uri })),
    farcasterUri: async () => (await messenger.request('GET_FARCASTER_URI')).url,
    connectFarcaster: async () => toAccountUser(await messenger.request('CONNECT_FARCASTER')),
    // Nobody is signed in while a link waits: signing out is how the frame's wait ends.
    cancelFarcaster: () => session.signOut(),
    syncTheme: (theme) => messenger.sync('SYNC_THEME', theme),
  }

  return {
    namespace: 'eip155',
    embedded: port,
    alert: (code) => emitPort({ type: 'alert', code }),
    setup(context) {
      networks = context.networks
      // The frame names the app in its approval screen.
      if (context.metadata)
        messenger.sync('SYNC_DAPP_DATA', { metadata: context.metadata, projectId: options.projectId, ...SDK })
    },
    getConnectors: () => [embeddedConnector('eip155')],
    connect: ({ chainId: requested, accountType }) => signedIn(requested, accountType),
    async reconnect({ chainId: requested, accountType }) {
      const { isConnected } = await messenger.request('IS_CONNECTED')
      if (!isConnected) return null
      return signedIn(requested, accountType)
    },
    async disconnect() {
      actingAddress = undefined
      await session.signOut()
    },
    async switchNetwork({ network }) {
      if (!isEmbeddedChain(network))
        throw new LatchError('CHAIN_NOT_SUPPORTED', FEATURE_ERRORS.CHAIN_NOT_SUPPORTED)
      const result = await messenger.request('SWITCH_NETWORK', { chainId: network.id })
      chainId = result.chainId
      // The acting account may differ on the new network (no smart account there, or another choice).
      noteAddress(await readUser(network.id))
      emit({ type: 'chainChanged', connectorId: EMBEDDED_CONNECTOR_ID, chainId: network.id })
    },
    async signMessage({ address, message }) {
      const signature = await rpc('personal_sign', [textToHex(message), address])
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
        throw new AdapterError('embedded', FEATURE_ERRORS.WALLET_INVALID_SIGNATURE)
      return signature
    },
    async sendTransaction({ from, to, value, data, network }) {
      const transaction = {
        from,
        to,
        ...(value === undefined ? {} : { value: toHex(value) }),
        ...(data ? { data } : {}),
      }
      const hash = await rpc('eth_sendTransaction', [transaction], network.id)
      if (!isTransactionHash(hash))
        throw new AdapterError('embedded', FEATURE_ERRORS.WALLET_INVALID_TRANSACTION_HASH)
      return hash
    },
    async getBalance({ address, network }) {
      const raw = await rpc('eth_getBalance', [address, 'latest'], network.id)
      if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw)) {
        throw new AdapterError('embedded', FEATURE_ERRORS.BALANCE_UNREADABLE(network.name))
      }
      return {
        balance: formatUnits(BigInt(raw), network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },
    request: (_connectorId, args) => rpc(args.method, args.params),
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      listeners.clear()
      portListeners.clear()
      messenger.destroy()
    },
  }
}
