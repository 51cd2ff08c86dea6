// Sign in with a wallet against the services server: the server issues the nonce, checks the
// signature and keeps the session behind an HTTP-only cookie; a protected route answers only then.
// Also the way into account names (eip155 accounts).

import type { SiweConfig } from '@latch/core'
import type { LatchConfig } from '@latch/react'
import { useAccount, useLatch, useLatchEvents } from '@latch/react'
import {
  createSIWX,
  createSIWXMessage,
  parseSIWXMessage,
  ServerSessionStore,
  type SIWXSession,
} from '@latch/siwx'
import { useCallback, useEffect, useState } from 'react'
import type { DemoConfig } from './demo-config'

export type SignInMode = 'off' | 'optional' | 'required' | 'siwe'
const MODES: SignInMode[] = ['off', 'optional', 'required', 'siwe']
const MODE_LABELS: Record<SignInMode, string> = {
  off: 'Off',
  optional: 'Optional',
  required: 'Required',
  siwe: 'Required, Ethereum only (siweConfig)',
}
const MODE_KEY = 'latch-demo:sign-in'

export function loadSignInMode(): SignInMode {
  try {
    const stored = localStorage.getItem(MODE_KEY)
    return MODES.includes(stored as SignInMode) ? (stored as SignInMode) : 'off'
  } catch {
    return 'off'
  }
}

/** Every call names the project, whose allowed origins the server checks. */
function projectFetch(projectId: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('x-project-id', projectId)
    return fetch(input, { ...init, headers, credentials: 'include' })
  }
}

let sessions: ServerSessionStore | undefined

/**
 * The sign-in option for LatchProvider: `siwx`, or `siweConfig` for Ethereum-only sign-in, when
 * this page chose a sign-in mode and a server exists.
 */
export function signInOptions(config: DemoConfig): Pick<LatchConfig, 'siwx' | 'siweConfig'> {
  const mode = loadSignInMode()
  if (mode === 'off' || !config.servicesUrl) return {}
  sessions ??= new ServerSessionStore({ baseUrl: config.servicesUrl, fetch: projectFetch(config.projectId) })
  if (mode === 'siwe') return { siweConfig: siweOverServer(sessions) }
  // The config carries its domain and statement, which the modal's prompt shows.
  const siwx = createSIWX({
    domain: location.host,
    statement: 'Sign in to the Latch demo.',
    uri: location.origin,
    expiration: 24 * 60 * 60,
    required: mode === 'required',
    storage: sessions,
  })
  return { siwx }
}

/** Sign-In With Ethereum against the same server routes: its nonce, its verify, its session. */
function siweOverServer(store: ServerSessionStore): SiweConfig {
  return {
    domain: location.host,
    uri: location.origin,
    statement: 'Sign in to the Latch demo with Ethereum.',
    required: true,
    getNonce: () => store.getNonce(),
    createMessage: (args) =>
      createSIWXMessage({
        accountAddress: args.address,
        chainId: `eip155:${args.chainId}`,
        domain: args.domain,
        uri: args.uri,
        version: args.version,
        nonce: args.nonce,
        issuedAt: args.issuedAt,
        ...(args.statement ? { statement: args.statement } : {}),
      }).toString(),
    async verifyMessage({ message, signature }) {
      const data = parseSIWXMessage(message)
      try {
        await store.add({ data, message, signature })
        return true
      } catch {
        return false
      }
    },
    async getSession() {
      const session = await store.current()
      if (!session) return null
      return { address: session.data.accountAddress, chainId: Number(session.data.chainId.split(':')[1]) }
    },
    async signOut() {
      await store.signOut()
      return true
    },
  }
}

type Outcome = { state: 'idle' } | { state: 'pending' } | { state: 'done'; ok: boolean; text: string }

export function SignInPanel({ config }: { config: DemoConfig }) {
  const account = useAccount()
  const { open } = useLatch()
  const event = useLatchEvents()
  const [mode] = useState(loadSignInMode)
  const [session, setSession] = useState<SIWXSession | null>()
  const [protectedCall, setProtectedCall] = useState<Outcome>({ state: 'idle' })
  const servicesUrl = config.servicesUrl

  const refresh = useCallback(async () => {
    if (!sessions) return setSession(null)
    try {
      setSession((await sessions.current()) ?? null)
    } catch {
      setSession(null)
    }
  }, [])

  // The server's session changes with sign-in, sign-out and account or network switches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever Latch reports something.
  useEffect(() => {
    void refresh()
  }, [refresh, event, account.caipAddress])

  async function callProtected() {
    if (!servicesUrl) return
    setProtectedCall({ state: 'pending' })
    try {
      const response = await projectFetch(config.projectId)(`${servicesUrl}/auth/protected`)
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        error?: { message?: string }
      }
      setProtectedCall(
        response.ok
          ? { state: 'done', ok: true, text: body.message ?? 'Allowed' }
          : {
              state: 'done',
              ok: false,
              text: `Refused (${response.status}): ${body.error?.message ?? 'no session'}`,
            },
      )
    } catch (error) {
      setProtectedCall({
        state: 'done',
        ok: false,
        text: error instanceof Error ? error.message : String(error),
      })
    }
  }

  async function signOut() {
    await sessions?.signOut().catch(() => {})
    setProtectedCall({ state: 'idle' })
    await refresh()
  }

  const signedIn = session
    ? `${session.data.accountAddress} on ${session.data.chainId}`
    : session === null
      ? 'Not signed in'
      : '…'
  return (
    <section aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign in with a wallet</h2>
      <fieldset className="group">
        <legend>Ask visitors to sign in when a wallet connects (reloads the page)</legend>
        {MODES.map((option) => (
          <label key={option} className="check">
            <input
              type="radio"
              name="sign-in-mode"
              value={option}
              checked={mode === option}
              disabled={!servicesUrl}
              onChange={() => {
                localStorage.setItem(MODE_KEY, option)
                location.reload()
              }}
            />
            {MODE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <dl className="facts">
        <div className="fact">
          <dt>Server session</dt>
          <dd data-testid="sign-in-session">{signedIn}</dd>
        </div>
      </dl>
      <div className="row actions">
        <button
          type="button"
          disabled={mode === 'off' || !account.isConnected || Boolean(session)}
          onClick={() => open('SIWXSignMessage')}
        >
          Sign in
        </button>
        <button type="button" disabled={!servicesUrl} onClick={callProtected}>
          Call the protected route
        </button>
        <button type="button" disabled={!session} onClick={signOut}>
          Sign out
        </button>
        <button
          type="button"
          disabled={!account.isConnected || !account.caipAddress?.startsWith('eip155:') || !servicesUrl}
          onClick={() => open('RegisterAccountName')}
        >
          Choose an account name
        </button>
      </div>
      {!servicesUrl && <p className="muted">Sign-in and names need the services server.</p>}
      {protectedCall.state !== 'idle' && (
        <div
          className="result"
          role="status"
          aria-label="Protected route result"
          data-state={protectedCall.state === 'done' ? (protectedCall.ok ? 'done' : 'error') : 'pending'}
        >
          {protectedCall.state === 'pending' ? (
            <p>Calling…</p>
          ) : (
            <p className={protectedCall.ok ? undefined : 'error'}>{protectedCall.text}</p>
          )}
        </div>
      )}
    </section>
  )
}
