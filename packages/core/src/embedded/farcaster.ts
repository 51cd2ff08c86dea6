// Sign In With Farcaster through the embedded wallet (spec sections 3, 4, 7): ConnectingFarcaster
// shows the frame's sign-in link (account state `farcasterUrl`) as a QR code and waits while a
// Farcaster client answers it. Leaving the view or Cancel ends the wait in the frame too (it signs
// out, so a late answer signs nobody in). A failure once answered raises 'A problem occurred while
// trying initialize authentication', disconnects and returns to Connect, as a social login does.
import type { EmbeddedDeps, EmbeddedStore, LoginSteps } from './actions'
import { createSignedIn } from './signed-in'
import type { EmbeddedState } from './state'

export interface FarcasterActions {
  /** Shows ConnectingFarcaster with a fresh sign-in link and signs in once it is answered. */
  connectFarcaster(): Promise<void>
  /** The visitor gives up: the frame stops waiting, Connect comes back. */
  cancelFarcaster(): Promise<void>
}

const PROVIDER = 'farcaster'
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error)

export function createFarcasterActions(
  store: EmbeddedStore,
  deps: EmbeddedDeps & LoginSteps,
): FarcasterActions {
  const { port, namespace } = deps
  const signedIn = createSignedIn(store, deps)
  const set = (patch: Partial<EmbeddedState>) =>
    store.setState((state) => ({ embedded: { ...state.embedded, ...patch } }))
  const setUrl = (farcasterUrl: string | undefined) =>
    deps.connection.updateAccount(namespace, { farcasterUrl })
  /** The attempt under way; a newer one, or giving up, replaces it and its late results are ignored. */
  let attempt: object | undefined
  let stopWatching: (() => void) | undefined

  function end() {
    attempt = undefined
    stopWatching?.()
    stopWatching = undefined
    setUrl(undefined)
  }

  async function giveUp(reason?: string) {
    end()
    set({ social: undefined, ...(reason ? { socialError: reason } : {}) })
    // The frame stops polling its channel; nobody is signed in there yet.
    await port.cancelFarcaster().catch(() => {})
  }

  return {
    async connectFarcaster() {
      if (attempt) await giveUp()
      const mine = {}
      attempt = mine
      set({ social: { provider: PROVIDER, phase: 'waiting' }, socialError: undefined })
      setUrl(undefined)
      deps.router.push('ConnectingFarcaster')
      // Leaving the view (back, another wallet) ends the wait.
      stopWatching = store.select(
        (state) => state.router.view,
        (view) => {
          if (attempt === mine && view !== 'ConnectingFarcaster') void giveUp()
        },
      )
      let answered: Awaited<ReturnType<typeof port.connectFarcaster>>
      try {
        await deps.requireAllowedOrigin()
        const url = await port.farcasterUri()
        if (attempt !== mine) return
        setUrl(url)
        answered = await port.connectFarcaster()
      } catch (error) {
        if (attempt !== mine) return
        await giveUp(messageOf(error))
        deps.router.reset('Connect')
        return
      }
      if (attempt !== mine) return
      end()
      await signedIn(PROVIDER, async () => answered)
    },

    async cancelFarcaster() {
      if (!attempt) return
      await giveUp()
      deps.router.reset('Connect')
    },
  }
}
