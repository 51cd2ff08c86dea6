// The send form: the draft lives in the store's `send` slice (reset on a network switch). A
// receiver typed as a registered name is resolved through the services server, debounced, newest
// answer only. Loaded with the client; the draft's rules come with the send views (./getters.ts),
// what talks to the wallet and the chain loads on first use (./wallet.ts).

import type { LatchState } from '../client/state'
import { FEATURE_ERRORS } from '../errors/codes'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import type { NameLookups } from './name-lookups'
import { typedReceiverName } from './receiver'
import { initialSendFormState, type SendFormState } from './state'

export interface SendForm {
  /** Empties the draft (a network switch does, spec section 4). */
  resetSendForm(): void
  /** Updates the draft; a receiver typed as a name starts its (debounced) resolution. */
  setSendForm(patch: Partial<SendFormState>): void
}

export function createSendForm(
  store: Store<Pick<LatchState, 'send' | 'accounts' | 'connection' | 'networks' | 'options' | 'locale'>>,
  deps: { services?: ServicesContext | undefined },
): SendForm {
  const patchSendForm = (patch: Partial<SendFormState>) =>
    store.setState((state) => ({ send: { ...state.send, ...patch } }))
  // The lookup and its debounce load with the first name typed, not with the page.
  let lookups: Promise<NameLookups> | undefined

  function setSendForm(patch: Partial<SendFormState>) {
    patchSendForm(patch)
    if (!('receiverAddress' in patch)) return
    const name = typedReceiverName(store.getState())?.name
    if (!name) {
      if (store.getState().send.receiverName) patchSendForm({ receiverName: undefined })
      // A lookup already under way for an earlier name is dropped.
      void lookups?.then((pending) => pending.cancel())
      return
    }
    patchSendForm({ receiverName: { name, status: 'resolving' } })
    lookups ??= import('./name-lookups').then(({ createNameLookups }) =>
      createNameLookups(store, deps.services, patchSendForm),
    )
    lookups.then(
      (pending) => pending.schedule(name),
      () => {
        // The code could not load (offline): said as a failed lookup; the next name tries again.
        lookups = undefined
        if (typedReceiverName(store.getState())?.name === name)
          patchSendForm({
            receiverName: { name, status: 'error', error: FEATURE_ERRORS.RESOLVE_NAME_FAILED },
          })
      },
    )
  }

  return {
    setSendForm,
    resetSendForm: () => store.setState({ send: initialSendFormState() }),
  }
}
