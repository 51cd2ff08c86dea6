// The send form: the draft lives in the store's `send` slice (reset on a network switch). A
// receiver typed as a registered name is resolved through the services server, debounced, newest
// answer only. Loaded with the client; the draft's rules come with the send views (./getters.ts),
// what talks to the wallet and the chain loads on first use (./wallet.ts).

import type { LatchState } from '../client/state'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import { typedReceiverName } from './receiver'
import { initialSendFormState, type SendFormState } from './state'

/** How long the receiver must stay unchanged before a typed name is looked up. */
export const NAME_RESOLVE_DELAY_MS = 300

export interface SendForm {
  /** Empties the draft (a network switch does, spec section 4). */
  resetSendForm(): void
  /** Updates the draft; a receiver typed as a name starts its (debounced) resolution. */
  setSendForm(patch: Partial<SendFormState>): void
}

export function createSendForm(
  store: Store<Pick<LatchState, 'send' | 'accounts' | 'connection' | 'networks' | 'options'>>,
  deps: { services?: ServicesContext | undefined },
): SendForm {
  const typedName = () => typedReceiverName(store.getState())

  const patchSendForm = (patch: Partial<SendFormState>) =>
    store.setState((state) => ({ send: { ...state.send, ...patch } }))

  /** Name lookups go through the services context's client (its 5-minute name cache included). */
  async function lookupName(name: string, chainId: number): Promise<string> {
    if (!deps.services) throw new LatchError('RESOLVE_NAME_FAILED', ERRORS.RESOLVE_NAME_FAILED)
    const [{ resolveName }, service] = await Promise.all([
      import('../names/resolve'),
      deps.services.blockchain(),
    ])
    return resolveName(service.lookupName, name, chainId)
  }

  let resolveTimer: ReturnType<typeof setTimeout> | undefined
  // Only the newest resolution may write its answer: a slow reply for "alice.l" must not follow "alice.latch.id".
  let resolutions = 0

  async function resolveReceiver(name: string, turn: number) {
    const stillWanted = () => turn === resolutions && typedName()?.name === name
    if (!stillWanted()) return
    const chainId = store.getState().networks.active.eip155?.id
    let outcome: SendFormState['receiverName']
    try {
      if (typeof chainId !== 'number') throw new LatchError('RESOLVE_NAME_FAILED', ERRORS.RESOLVE_NAME_FAILED)
      const address = await lookupName(name, chainId)
      outcome = { name, status: 'resolved', address }
    } catch {
      outcome = { name, status: 'error', error: ERRORS.RESOLVE_NAME_FAILED }
    }
    if (stillWanted()) patchSendForm({ receiverName: outcome })
  }

  function setSendForm(patch: Partial<SendFormState>) {
    patchSendForm(patch)
    if (!('receiverAddress' in patch)) return
    if (resolveTimer !== undefined) clearTimeout(resolveTimer)
    const turn = ++resolutions
    const name = typedName()?.name
    if (!name) {
      if (store.getState().send.receiverName) patchSendForm({ receiverName: undefined })
      return
    }
    patchSendForm({ receiverName: { name, status: 'resolving' } })
    resolveTimer = setTimeout(() => void resolveReceiver(name, turn), NAME_RESOLVE_DELAY_MS)
  }

  return {
    setSendForm,
    resetSendForm: () => store.setState({ send: initialSendFormState() }),
  }
}
