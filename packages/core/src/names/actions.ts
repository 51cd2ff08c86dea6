// Account names (spec sections 2, 5, 7, 8): the connected account's name, live checks of a name
// being typed (rules, availability, suggestions), and registration signed by the wallet.
// Loaded on first use (see names/lazy.ts), so pages that never show names never load this.

import type { LatchState } from '../client/state'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { View } from '../router/views'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import { chainIdToCoinType } from '../validation/coin-type'
import { accountNameError } from './field'
import { fullName, labelOf } from './rules'
import type { NamesState } from './state'

export const NAMES_NEED_EIP155 = 'Names are available for eip155 accounts only'

export interface NameDeps {
  services?: ServicesContext
  /** The connected eip155 account, if any. */
  account(): { address: string; chainId: number } | undefined
  /** personal_sign by the connected eip155 wallet. */
  signMessage(message: string): Promise<string>
  pushView(view: View, data?: Record<string, unknown>): void
  replaceView(view: View, data?: Record<string, unknown>): void
  showToast(message: string, variant: 'error' | 'success'): void
  now?: () => number
}

export interface NameActions {
  /**
   * Looks up the connected eip155 account's name and shows it on the account: a name registered
   * here first, else the identity the services know for the address (each cached 5 min).
   */
  fetchAccountName(): Promise<string | undefined>
  /** Checks a typed name: rules first, then availability and suggestions from the server. */
  checkName(input: string): Promise<void>
  /** Signs and submits the registration; success opens RegisterAccountNameSuccess. */
  registerName(input?: string): Promise<boolean>
}

export function createNameActions(
  store: Store<Pick<LatchState, 'names' | 'accounts' | 'connection' | 'networks'>>,
  deps: NameDeps,
): NameActions {
  const set = (patch: Partial<NamesState>) =>
    store.setState((state) => ({ names: { ...state.names, ...patch } }))
  // Only the newest check may write its answer: a slow reply for "alic" must not follow "alice".
  let checks = 0

  // The address whose name the account shows: after an account switch, until the new address's
  // own lookup answers, the old name must not show (nor Account offer a name on its strength).
  let named: string | undefined

  function showName(address: string, name: string | null, avatar?: string) {
    const account = store.getState().accounts.eip155
    // The wallet may have moved to another account while the name was on its way.
    if (!account || account.address?.toLowerCase() !== address.toLowerCase()) return
    named = address.toLowerCase()
    store.setState((state) => ({
      accounts: {
        ...state.accounts,
        eip155: { ...account, profileName: name, ...(avatar ? { profileImage: avatar } : {}) },
      },
    }))
  }

  /** Another account's name and avatar go; this one shows none until its lookup answers. */
  function forgetName(address: string) {
    named = address.toLowerCase()
    store.setState((state) => {
      const account = state.accounts.eip155
      if (!account || account.profileName === undefined) return {}
      return {
        accounts: {
          ...state.accounts,
          eip155: { ...account, profileName: undefined, profileImage: undefined },
        },
      }
    })
  }

  function requireService() {
    if (!deps.services)
      throw new LatchError('SERVICES_NOT_CONFIGURED', FEATURE_ERRORS.SERVICES_NOT_CONFIGURED)
    return deps.services.blockchain()
  }

  return {
    async fetchAccountName() {
      const account = deps.account()
      if (!account || !deps.services) return undefined
      if (named !== account.address.toLowerCase()) forgetName(account.address)
      const blockchain = await deps.services.blockchain()
      const owned = await blockchain.getNamesForAddress(account.address)
      // An account may hold several names: the one just registered here stays the one shown.
      const { registered } = store.getState().names
      const shown = owned.find((profile) => profile.name === registered) ?? owned[0]
      if (shown) {
        showName(account.address, shown.name, shown.attributes?.avatar)
        return shown.name
      }
      const identity = await blockchain.getIdentity(account.address, `eip155:${account.chainId}`)
      showName(account.address, identity.name || null, identity.avatar || undefined)
      return identity.name || undefined
    },

    async checkName(input) {
      const check = ++checks
      const { zone } = store.getState().names
      const label = labelOf(input, zone)
      const rule = label === '' ? undefined : accountNameError(label)
      const base = { input, suggestions: [], suggestionsError: undefined, error: rule }
      if (label === '') return set({ ...base, status: 'idle' })
      if (rule) return set({ ...base, status: 'invalid' })
      set({ ...base, status: 'checking' })
      const name = fullName(label, zone)
      const calls = await requireService()
      const [profile, suggestions] = await Promise.allSettled([
        calls.lookupName(name),
        calls.getNameSuggestions(label.toLowerCase(), zone),
      ])
      if (check !== checks) return
      set({
        ...(profile.status === 'fulfilled'
          ? { status: profile.value ? 'taken' : 'available', error: undefined }
          : { status: 'error', error: FEATURE_ERRORS.RESOLVE_NAME_FAILED }),
        ...(suggestions.status === 'fulfilled'
          ? { suggestions: suggestions.value.filter((s) => !s.registered && s.name !== name) }
          : { suggestionsError: FEATURE_ERRORS.NAME_SUGGESTIONS_FAILED }),
      })
    },

    async registerName(input) {
      const { zone, input: typed } = store.getState().names
      const label = labelOf(input ?? typed, zone)
      const rule = accountNameError(label)
      if (rule) {
        set({ status: 'invalid', error: rule })
        return false
      }
      const name = fullName(label, zone)
      const account = deps.account()
      if (!account) {
        set({ status: 'error', error: NAMES_NEED_EIP155 })
        return false
      }
      set({ registering: true, error: undefined })
      try {
        const service = await requireService()
        const message = service.nameRegistrationMessage(name, account.address, (deps.now ?? Date.now)())
        const registration = {
          coin_type: chainIdToCoinType(account.chainId),
          address: account.address,
          message,
          signature: await deps.signMessage(message),
        }
        const profile = await service.registerName(registration)
        checks++
        set({ registering: false, registered: profile.name, status: 'idle', input: '', suggestions: [] })
        showName(account.address, profile.name)
        deps.pushView('RegisterAccountNameSuccess', { name: profile.name })
        return true
      } catch (error) {
        const text = FEATURE_ERRORS.REGISTER_NAME_FAILED(name)
        console.warn(`[latch] ${text}`, error)
        // The name was free a moment ago: the form stays ready for another try.
        set({ registering: false, error: text })
        deps.showToast(text, 'error')
        deps.replaceView('RegisterAccountName', { error: text })
        return false
      }
    },
  }
}
