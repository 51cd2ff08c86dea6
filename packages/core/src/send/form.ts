// The send form: the draft lives in the store's `send` slice (reset on a network switch). A
// receiver typed as a registered name is resolved through the services server, debounced, newest
// answer only. Loaded with the client; what talks to the wallet and the chain loads on first use
// (./wallet.ts).

import type { LatchState } from '../client/state'
import { ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { receiverNameOf } from '../names/rules'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import { SEND_ERRORS, type SendDraft, sendProblem } from './rules'
import { initialSendFormState, type SendFormState } from './state'

/** How long the receiver must stay unchanged before a typed name is looked up. */
export const NAME_RESOLVE_DELAY_MS = 300

export interface SendForm {
  /** Empties the draft (a network switch does, spec section 4). */
  resetSendForm(): void
  /** Updates the draft; a receiver typed as a name starts its (debounced) resolution. */
  setSendForm(patch: Partial<SendFormState>): void
  /** The draft as the rules see it (namespace of the active network included); a resolved name's address is its receiver. */
  sendDraft(): SendDraft
  /** The first problem blocking the send, or undefined when it may go ahead. */
  sendProblem(): string | undefined
}

export function createSendForm(
  store: Store<Pick<LatchState, 'send' | 'accounts' | 'connection' | 'networks' | 'options'>>,
  deps: { services?: ServicesContext | undefined },
): SendForm {
  /** The typed receiver when it is a name, with its resolution if that is for the same name. */
  function typedName() {
    const state = store.getState()
    const name = receiverNameOf(state.send.receiverAddress, state.networks.activeNamespace)
    if (!name) return undefined
    const resolution = state.send.receiverName
    return { name, resolution: resolution?.name === name ? resolution : undefined }
  }

  function sendDraft(): SendDraft {
    const state = store.getState()
    const { token, amount, receiverAddress } = state.send
    const resolution = typedName()?.resolution
    const receiver = resolution?.status === 'resolved' ? resolution.address : receiverAddress
    return {
      namespace: state.networks.activeNamespace ?? 'eip155',
      ...(token ? { token } : {}),
      ...(amount !== undefined ? { amount } : {}),
      ...(receiver !== undefined ? { receiver } : {}),
    }
  }

  /** The first problem of the draft, a name still resolving or not resolved standing for the receiver's. */
  function problem(): string | undefined {
    const found = sendProblem(sendDraft())
    const typed = typedName()
    if (found !== SEND_ERRORS.INVALID_ADDRESS || !typed) return found
    if (typed.resolution?.status === 'error') return typed.resolution.error
    return typed.resolution?.status === 'resolved' ? found : SEND_ERRORS.NAME_RESOLVING
  }

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
    sendDraft,
    sendProblem: problem,
    resetSendForm: () => store.setState({ send: initialSendFormState() }),
  }
}
