// What changes the embedded slice: the email login (cooldown, allowed origins, the three actions,
// the stored keys), the email update (two codes), and the frame's events (approval, not connected,
// session expired, alerts). Takes the store narrowed to what it reads and writes.
import type { ChainNamespace, EmbeddedWalletEvent, EmbeddedWalletPort } from '../adapter/types'
import { askedAccountType as askedAccountTypeOf } from '../connection/account-type'
import type { AccountType } from '../connection/accounts'
import type { ConnectionActions } from '../connection/actions'
import type { AccountsState, ConnectionState } from '../connection/state'
import { alertError } from '../errors/alerts'
import { FEATURE_ERRORS, TOASTS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { errorMessage } from '../errors/message'
import type { ModalActions } from '../modal/actions'
import type { ModalState } from '../modal/state'
import type { NetworksState } from '../networks/state'
import type { RouterActions } from '../router/actions'
import type { RouterState } from '../router/state'
import type { RpcGate } from '../rpc-gate/actions'
import type { ServicesContext } from '../services/context'
import { type ProjectRefusalAlert, pageOriginRefusal } from '../services/project-access'
import { type LatchStorage, STORAGE_KEYS } from '../storage/storage'
import type { Store } from '../store/store'
import type { ThemeState } from '../theme/state'
import type { ToastActions } from '../toasts/actions'
import { emailLoginCooldownMessage } from '../validation/email'
import { createFarcasterActions, type FarcasterActions } from './farcaster'
import { embeddedNamespaces } from './namespaces'
import {
  approvalPlacement,
  clearsOnNotConnected,
  closesAfterLogin,
  emailFieldMessage,
  fallsBackToEoa,
  formatEnabledNetworks,
  loginNamespace,
  otpFieldMessage,
  parseEnabledNetworks,
  parseLoginTime,
  parsePreferredAccountTypes,
  recoveryPlacement,
  viewForConnectEmailAction,
} from './rules'
import { createSocialActions, type SocialActions } from './social'
import type { EmbeddedState } from './state'

export type EmbeddedStore = Store<{
  embedded: EmbeddedState
  modal: ModalState
  router: RouterState
  connection: ConnectionState
  accounts: AccountsState
  /** The active namespace, where a login connects when the embedded wallet serves it. */
  networks: NetworksState
  /** Read by the front (lazy.ts) only: the frame's screens follow the theme. */
  theme: ThemeState
}>

/** Pause before asking the frame again after a failed device wait. */
export const DEVICE_RETRY_MS = 2000

export interface EmbeddedDeps {
  port: EmbeddedWalletPort
  /**
   * The wallet's home namespace (eip155): where its smart accounts and account types live, and
   * where a login connects unless the active namespace is another one it serves.
   */
  namespace: ChainNamespace
  storage: LatchStorage
  /** The services server, whose project origins the page must be on (none configured: no check). */
  services: ServicesContext | undefined
  /** The page's origin (default: `location.origin`; undefined outside a browser). */
  pageOrigin?: () => string | undefined
  connection: Pick<ConnectionActions, 'connect' | 'disconnect' | 'updateAccount'>
  modal: Pick<ModalActions, 'show' | 'close' | 'setLoading'>
  router: Pick<RouterActions, 'push' | 'replace' | 'reset'>
  rpcGate: Pick<RpcGate, 'pushTransaction' | 'popTransaction'>
  toasts: Pick<ToastActions, 'showAlert' | 'showToast' | 'hideToast'>
  /** personal_sign by the connected account (the session revoke payload's signature). */
  signMessage?: (message: string) => Promise<string>
  /** The host's preferred account type per namespace (`defaultAccountTypes`). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  now?: () => number
  /** Sends the page to an address (a redirect social login); default `location.assign`. */
  navigate?: (url: string) => void
}

/** What the email, social and Farcaster logins share from here. */
export interface LoginSteps {
  /** Shows 'Invalid App Configuration' and throws when the page may not use the project. */
  requireAllowedOrigin(): Promise<void>
  /** Connects the signed-in frame's user; resolves with the namespace it connected on. */
  finishLogin(): Promise<ChainNamespace>
  /** The namespace a login connects on now. */
  loginOn(): ChainNamespace
}

export interface EmbeddedActions extends SocialActions, FarcasterActions {
  /** Asks the frame to log in `email`: VERIFY_OTP, VERIFY_DEVICE or CONNECT (spec section 4). */
  connectEmail(email: string): Promise<void>
  /** A new code for the login in progress (the 30 s cooldown applies). */
  resendCode(): Promise<void>
  verifyOtp(otp: string): Promise<void>
  /** Starts changing the signed-in user's email: a code to the current address first. */
  updateEmail(email: string): Promise<void>
  /** The code due in the email update (current address, then the new one). */
  verifyUpdateOtp(otp: string): Promise<void>
  /**
   * Reads the signed-in user into the account state (address, accounts, type, deployment) of each
   * namespace connected through the embedded wallet.
   */
  refreshUser(): Promise<void>
  /**
   * Switches the acting account on the current network (the visitor's choice, remembered): the
   * smart account or the eoa. Where smart accounts are not offered, spec section 8's toast.
   */
  setPreferredAccountType(type: AccountType): Promise<void>
  /** Reads the smart account's active sessions (GET /v1/sessions/{address}). */
  loadSessions(): Promise<void>
  /** Signs the session's pci and sends the revoke payload (pci, signature) for the server to verify. */
  revokeSession(pci: string): Promise<void>
  handleEvent(event: EmbeddedWalletEvent): Promise<void>
}

const asText = (raw: unknown) => (typeof raw === 'string' && raw.length > 0 ? raw : undefined)

// Spec section 8: a frame error's message, or 'An error occurred.'
const messageOf = (error: unknown) => errorMessage(error, 'An error occurred.')

export function createEmbeddedActions(store: EmbeddedStore, deps: EmbeddedDeps): EmbeddedActions {
  const { port, namespace, storage } = deps
  const now = deps.now ?? Date.now
  const set = (patch: Partial<EmbeddedState>) =>
    store.setState((state) => ({ embedded: { ...state.embedded, ...patch } }))
  const get = () => store.getState().embedded
  /** How the frame's approval came up: opened by us, pushed by us, or shown by someone else. */
  let approvalOwner: 'open' | 'push' | undefined
  let originChecked: Promise<ProjectRefusalAlert | undefined> | undefined
  /** The chain the smart-account fallback toast was last shown for (once per network switch). */
  let warnedChain: number | undefined
  // The same type the connection's first read asked for (connection/flows), so the address never flips.
  const askedAccountType = (on = namespace) => askedAccountTypeOf(on, deps.defaultAccountTypes, storage)
  /** Where a login connects now: the namespaces the wallet serves are those its connector is offered on. */
  const loginOn = () => {
    const { connection, networks } = store.getState()
    const served = connection.connectors.filter((c) => c.id === port.connectorId).map((c) => c.chain)
    return loginNamespace(networks.activeNamespace, served, namespace)
  }
  /** The namespaces connected through the embedded wallet now. */
  const connectedOn = () => embeddedNamespaces(store.getState().connection.connections, port.connectorId)
  /** One sign-in ends on every namespace at once: the adapters sign the frame out once. */
  const disconnectAll = () =>
    Promise.all(connectedOn().map((on) => deps.connection.disconnect({ namespace: on }).catch(() => {})))

  /**
   * Spec section 5: with email enabled, the page's origin must be on the project's allowlist. The
   * alert due when it is not (or the project is unknown), else undefined; kept once answered.
   */
  function originRefusal(): Promise<ProjectRefusalAlert | undefined> {
    const origin = deps.pageOrigin
      ? deps.pageOrigin()
      : (globalThis as { location?: { origin?: string } }).location?.origin
    const services = deps.services
    if (!services || origin === undefined) return Promise.resolve(undefined)
    originChecked ??= services
      .wallet()
      .then((client) => pageOriginRefusal(client, origin))
      .catch((error: unknown) => {
        originChecked = undefined
        throw error
      })
    return originChecked
  }

  /** The embedded wallet's account; what only it can do is refused with any other connection. */
  function embeddedAddress(on = namespace): string {
    const state = store.getState()
    const address = state.accounts[on]?.address
    if (state.connection.connections[on]?.connectorId !== port.connectorId || !address)
      throw new LatchError(
        'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
        FEATURE_ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
      )
    return address
  }

  /** Runs one request to the frame with the busy flag and the error line. */
  async function step(run: () => Promise<void>): Promise<void> {
    set({ busy: true, error: undefined })
    try {
      await run()
    } catch (error) {
      set({ error: messageOf(error) })
    } finally {
      set({ busy: false })
    }
  }

  /** Shows 'Invalid App Configuration' and throws when the page may not use the project. */
  async function requireAllowedOrigin(): Promise<void> {
    const alert = await originRefusal()
    if (alert === undefined) return
    deps.toasts.showAlert(alert)
    throw alertError(alert)
  }

  async function finishLogin(): Promise<ChainNamespace> {
    const on = loginOn()
    await deps.connection.connect({ connectorId: port.connectorId, namespace: on })
    storage.remove(STORAGE_KEYS.lastEmailLoginTime)
    // The user is read in by the watch on the connection (lazy.ts), for restored ones too.
    set({ step: 'idle', email: undefined })
    if (closesAfterLogin(store.getState().router.view)) deps.modal.close()
    return on
  }

  /**
   * VERIFY_DEVICE: the frame waits for the mailed approval and gives up after a while; the wait is
   * asked again (after a pause when it failed otherwise, e.g. rate-limited) while the view is shown.
   */
  async function awaitDevice(): Promise<void> {
    while (get().step === 'VERIFY_DEVICE' && store.getState().router.view === 'EmailVerifyDevice') {
      try {
        await port.connectDevice()
        if (get().step !== 'VERIFY_DEVICE') return
        set({ step: 'VERIFY_OTP', error: undefined })
        deps.router.replace('EmailVerifyOtp')
        return
      } catch (error) {
        if (/not approved/i.test(messageOf(error))) continue
        set({ error: messageOf(error) })
        await new Promise((resolve) => setTimeout(resolve, DEVICE_RETRY_MS))
      }
    }
  }

  async function requestLogin(email: string, isResend: boolean): Promise<void> {
    const invalid = emailFieldMessage(email)
    if (invalid) return set({ error: invalid })
    const cooldown = emailLoginCooldownMessage(
      storage.get(STORAGE_KEYS.lastEmailLoginTime, parseLoginTime),
      now(),
    )
    if (cooldown) return set({ error: cooldown })
    await step(async () => {
      await requireAllowedOrigin()
      const address = email.trim()
      const { action } = await port.connectEmail(address)
      // Recorded once the request went through; cleared when the login succeeds.
      storage.set(STORAGE_KEYS.lastEmailLoginTime, now())
      storage.set(STORAGE_KEYS.emailLoginUsed, true)
      storage.set(STORAGE_KEYS.email, address)
      const view = viewForConnectEmailAction(action)
      set({ email: address, step: action === 'CONNECT' ? 'idle' : action })
      if (action === 'CONNECT') {
        await finishLogin()
        return
      }
      if (!isResend && view) deps.router.push(view)
      else if (view) deps.router.replace(view)
      if (action === 'VERIFY_DEVICE') void awaitDevice()
    })
  }

  /**
   * The user as the wallet has it on the namespace's network, into that namespace's account.
   * `enabled`: the smart-account networks asked alongside, for the home namespace.
   */
  async function readUser(on: ChainNamespace, enabled?: Promise<number[] | undefined>): Promise<void> {
    const connection = store.getState().connection.connections[on]
    if (connection?.connectorId !== port.connectorId) return
    const asked = askedAccountType(on)
    const [user, listed] = await Promise.all([port.getUser(connection.chainId, asked), enabled])
    // Smart accounts live on the home namespace only: the fallback to the eoa is told there.
    if (on === namespace) {
      if (listed) storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, formatEnabledNetworks(listed))
      const known =
        listed ?? storage.get(STORAGE_KEYS.smartAccountEnabledNetworks, parseEnabledNetworks) ?? []
      const chainId = Number(user.chainId)
      if (fallsBackToEoa(asked, chainId, known) && warnedChain !== chainId)
        deps.toasts.showToast(TOASTS.SMART_ACCOUNTS_UNSUPPORTED, 'info')
      warnedChain = fallsBackToEoa(asked, chainId, known) ? chainId : undefined
    }
    // A social account has no email; the provider it signed in with is kept (spec section 3).
    const provider = user.email ? undefined : storage.get(STORAGE_KEYS.socialProvider, asText)
    const account = store.getState().accounts[on]
    deps.connection.updateAccount(on, {
      user,
      ...(provider ? { socialProvider: provider } : {}),
      ...(user.accounts ? { allAccounts: user.accounts } : {}),
      smartAccountDeployed: user.smartAccountDeployed ?? false,
      preferredAccountTypes: {
        ...account?.preferredAccountTypes,
        [on]: user.preferredAccountType ?? asked,
      },
    })
  }

  const actions: EmbeddedActions = {
    ...createSocialActions(store, { ...deps, requireAllowedOrigin, finishLogin, loginOn }),
    ...createFarcasterActions(store, { ...deps, requireAllowedOrigin, finishLogin, loginOn }),
    connectEmail: (email) => requestLogin(email, false),
    async resendCode() {
      const email = get().email
      if (email) await requestLogin(email, true)
    },
    async verifyOtp(otp) {
      const invalid = otpFieldMessage(otp)
      if (invalid) return set({ error: invalid })
      await step(async () => {
        await port.connectOtp(otp.trim())
        await finishLogin()
      })
    },
    async updateEmail(email) {
      // The login's email, changed from whichever namespace it is connected on.
      embeddedAddress(connectedOn()[0])
      const invalid = emailFieldMessage(email)
      if (invalid) return set({ error: invalid })
      await step(async () => {
        const { action } = await port.updateEmail(email.trim())
        set({ update: { email: email.trim(), step: action } })
        deps.router.push('UpdateEmailOtp')
      })
    },
    async verifyUpdateOtp(otp) {
      const invalid = otpFieldMessage(otp)
      if (invalid) return set({ error: invalid })
      const update = get().update
      if (!update) return
      await step(async () => {
        if (update.step === 'VERIFY_PRIMARY_OTP') {
          await port.updateEmailPrimaryOtp(otp.trim())
          set({ update: { ...update, step: 'VERIFY_SECONDARY_OTP' } })
          return
        }
        const { email } = await port.updateEmailSecondaryOtp(otp.trim())
        storage.set(STORAGE_KEYS.email, email)
        set({ update: undefined })
        await actions.refreshUser()
        deps.router.replace('Account')
      })
    },
    async refreshUser() {
      const on = connectedOn()
      const enabled = on.includes(namespace)
        ? port.smartAccountEnabledNetworks().catch(() => undefined)
        : undefined
      await Promise.all(on.map((each) => readUser(each, each === namespace ? enabled : undefined)))
    },
    async setPreferredAccountType(type) {
      embeddedAddress()
      try {
        await port.setPreferredAccountType(type)
      } catch (error) {
        deps.toasts.showToast(
          type === 'smartAccount' ? TOASTS.SMART_ACCOUNTS_UNSUPPORTED : messageOf(error),
          'error',
        )
        return
      }
      const stored = storage.get(STORAGE_KEYS.preferredAccountTypes, parsePreferredAccountTypes)
      storage.set(STORAGE_KEYS.preferredAccountTypes, { ...stored, [namespace]: type })
      await actions.refreshUser()
    },
    async loadSessions() {
      const address = store.getState().accounts[namespace]?.address
      if (!address || !deps.services) return
      const sessions = await (await deps.services.blockchain()).getSessions(address)
      set({ sessions })
    },
    async revokeSession(pci) {
      const address = embeddedAddress()
      if (!deps.services || !deps.signMessage) return
      set({ revoking: pci })
      try {
        const signature = await deps.signMessage(pci)
        await (await deps.services.blockchain()).revokeSession(address, { pci, signature })
        await actions.loadSessions()
      } catch (error) {
        deps.toasts.showToast(messageOf(error), 'error')
      } finally {
        set({ revoking: undefined })
      }
    },
    async handleEvent(event) {
      switch (event.type) {
        case 'approvalRequested': {
          set({ approval: { method: event.method } })
          const { modal, router } = store.getState()
          const placement = approvalPlacement({ modalOpen: modal.open, view: router.view })
          approvalOwner = placement === 'shown' ? undefined : placement
          if (placement === 'open') deps.modal.show({ view: 'ApproveTransaction' })
          else if (placement === 'push') {
            deps.rpcGate.pushTransaction({ goBack: true })
            deps.router.push('ApproveTransaction')
          }
          return
        }
        case 'approvalSettled': {
          set({ approval: undefined })
          const owner = approvalOwner
          approvalOwner = undefined
          if (owner === 'push') deps.rpcGate.popTransaction(!event.approved)
          else if (owner === 'open') deps.modal.close({ force: true })
          return
        }
        case 'recoveryRequested': {
          set({ recovery: event.mode })
          const placement = recoveryPlacement({ modalOpen: store.getState().modal.open })
          if (placement === 'open') deps.modal.show({ view: 'EmbeddedRecovery' })
          else deps.router.push('EmbeddedRecovery')
          return
        }
        case 'recoverySettled': {
          set({ recovery: undefined })
          deps.modal.close({ force: true })
          // Without its key share this device cannot sign: it is not left connected.
          if (event.mode === 'enter' && !event.done) {
            deps.toasts.showToast(FEATURE_ERRORS.RECOVERY_KEY_REQUIRED, 'error')
            await disconnectAll()
          }
          return
        }
        case 'notConnected': {
          const { connections } = store.getState().connection
          for (const on of Object.keys(connections) as ChainNamespace[]) {
            if (!clearsOnNotConnected(connections[on]?.connectorId, port.connectorId)) continue
            deps.connection.updateAccount(on, { address: undefined, caipAddress: undefined, user: undefined })
            deps.modal.setLoading(on, false)
          }
          return
        }
        case 'sessionExpired':
          deps.toasts.showAlert('JWT_TOKEN_NOT_VALID')
          await disconnectAll()
          return
        case 'alert':
          deps.toasts.showAlert(event.code)
          deps.modal.setLoading(loginOn(), false)
          return
      }
    },
  }
  return actions
}
