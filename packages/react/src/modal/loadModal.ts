// The modal shell, its styles and the Connect view are one chunk, fetched on the first open or
// earlier when the visitor points at, presses or focuses a Latch button. Another first view follows
// through the registry of the other views (./viewLoading) as soon as the modal chunk has arrived.
import { getAccount, type View } from '@latch/core'
import type { LatchRuntime } from '../context'
import { afterPaint } from '../utils/afterPaint'
import { chunk } from './chunk'

export const modalChunk = chunk(() => import('./Modal'))

// Whether the visitor has acted on a Latch button (pointed at, pressed or focused it). Until then
// nothing is fetched from any host, images included (the buttons show their placeholders).
let acted = false
const actedListeners = new Set<() => void>()
export const visitorActed = () => acted
export function onVisitorActed(listener: () => void): () => void {
  actedListeners.add(listener)
  return () => actedListeners.delete(listener)
}

/** The visitor acted (a Latch button, or the modal opened): images may load from now on. */
export function markVisitorActed(): void {
  if (acted) return
  acted = true
  // Once only: the listeners are let go.
  const listeners = [...actedListeners]
  actedListeners.clear()
  for (const listener of listeners) listener()
}

/** Starts loading the modal and the view it is about to open on; safe to call often. */
export function prefetchModal(view: View): void {
  markVisitorActed()
  modalChunk
    .load()
    .then(({ viewChunk }) => viewChunk(view).load())
    .catch(() => {})
}

/**
 * The idle prefetch: the modal chunk, its styles put in place, and the view a click would open on
 * now (Connect ships inside the modal chunk; Account for a returning visitor is its own chunk). The
 * visitor has not acted yet, so nothing is fetched from another host.
 */
export async function prefetchModalCode(runtime: LatchRuntime): Promise<void> {
  const { client } = runtime
  try {
    const { viewChunk, prepareModal, prefetchConnectParts, prefetchConnectLists } = await modalChunk.load()
    prepareModal()
    // Connected, or a remembered account being restored: the click will open Account; else
    // Connect, with its login and legal parts when the app shows them.
    if (client.isConnected() || getAccount(client.store.getState()).address) await viewChunk('Account').load()
    else {
      // Once the visitor connects, the button opens Account next: its code comes before that click.
      const stop = client.store.subscribe(() => {
        if (!client.isConnected()) return
        stop()
        viewChunk('Account')
          .load()
          .catch(() => {})
      })
      // What Connect lists from the services server, once the visitor acts: not before, so a
      // page nobody acts on asks no host for anything; and after the next paint, so an act that
      // is the click opening the modal has its dialog shown before anything is fetched. The act
      // also has Connect rendered ahead, unseen, for the click to come (../provider/ModalHost).
      const lists = () => void afterPaint(() => void prefetchConnectLists(client))
      if (visitorActed()) lists()
      else onVisitorActed(lists)
      await prefetchConnectParts(client)
    }
  } catch {
    // Offline or a deploy in between: the first open loads it again.
  }
}
