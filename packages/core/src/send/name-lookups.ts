// Receiver names typed in the send form, looked up through the services server: debounced, and
// only the newest lookup may write its answer (a slow reply for "alice.l" must not follow
// "alice.latch.id"). Loaded with the first name typed (see ./form.ts).
import type { LatchState } from '../client/state'
import { FEATURE_ERRORS } from '../errors/codes'
import { resolveName } from '../names/resolve'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import { typedReceiverName } from './receiver'
import type { SendFormState } from './state'

/** How long the receiver must stay unchanged before a typed name is looked up. */
export const NAME_RESOLVE_DELAY_MS = 300

export interface NameLookups {
  /** Looks `name` up once the receiver has stayed unchanged for the delay. */
  schedule(name: string): void
  /** Drops the waiting and the running lookup. */
  cancel(): void
}

export function createNameLookups(
  store: Store<Pick<LatchState, 'send' | 'networks'>>,
  services: ServicesContext | undefined,
  patchSendForm: (patch: Partial<SendFormState>) => void,
): NameLookups {
  let timer: ReturnType<typeof setTimeout> | undefined
  let turn = 0

  async function lookUp(name: string, mine: number) {
    const stillWanted = () => mine === turn && typedReceiverName(store.getState())?.name === name
    if (!stillWanted()) return
    const chainId = store.getState().networks.active.eip155?.id
    let outcome: SendFormState['receiverName']
    try {
      if (!services || typeof chainId !== 'number') throw new Error('no lookup possible')
      const address = await resolveName((await services.blockchain()).lookupName, name, chainId)
      outcome = { name, status: 'resolved', address }
    } catch {
      outcome = { name, status: 'error', error: FEATURE_ERRORS.RESOLVE_NAME_FAILED }
    }
    if (stillWanted()) patchSendForm({ receiverName: outcome })
  }

  const cancel = () => {
    clearTimeout(timer)
    turn += 1
  }
  return {
    schedule(name) {
      cancel()
      const mine = turn
      timer = setTimeout(() => void lookUp(name, mine), NAME_RESOLVE_DELAY_MS)
    },
    cancel,
  }
}
