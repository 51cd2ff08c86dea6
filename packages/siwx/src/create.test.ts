import type { CaipAddress, SiwxConfig } from '@latch/core'
import { createEventEmitter, createSiwxActions, createStore, initialSiwxState } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import { alice, bob } from '../test/accounts'
import { createSIWX } from './create'
import { assertSiwxOptions } from './options'
import { MemorySessionStore } from './storage/memory'
import type { SIWXSession } from './types'
import { createEip155Verifier } from './verify/eip155'
import { SIWXVerificationError } from './verify/errors'
import { createVerifierRegistry } from './verify/registry'

const CHAIN = 'eip155:31337' as const
const options = { domain: 'localhost:5173', uri: 'http://localhost:5173', statement: 'Sign in to the demo.' }
const verifier = () => createVerifierRegistry({ eip155: createEip155Verifier() })

async function signIn(config: ReturnType<typeof createSIWX>, account = alice): Promise<SIWXSession> {
  const created = await config.createMessage({ accountAddress: account.address, chainId: CHAIN })
  return {
    data: created.data,
    message: created.message,
    signature: await account.signMessage({ message: created.message }),
  }
}

describe('createSIWX', () => {
  it('creates messages for the connected account with a fresh nonce, the app domain and an expiration', async () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore(), expiration: 600 })
    const a = await config.createMessage({ accountAddress: alice.address.toLowerCase(), chainId: CHAIN })
    const b = await config.createMessage({ accountAddress: alice.address, chainId: CHAIN })
    expect(a.accountAddress).toBe(alice.address)
    expect(a.domain).toBe('localhost:5173')
    expect(a.statement).toBe('Sign in to the demo.')
    expect(a.nonce).not.toBe(b.nonce)
    expect(Date.parse(a.expirationTime as string) - Date.parse(a.issuedAt)).toBe(600_000)
    expect(a.toString()).toBe(a.message)
    expect(a.toString().startsWith('localhost:5173 wants you to sign in with your Ethereum account:\n')).toBe(
      true,
    )
    expect(a.data).not.toHaveProperty('toString', a.toString)
  })

  it('exposes its domain and statement on the config, for the sign-in prompt to show', () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore() })
    expect(config.domain).toBe('localhost:5173')
    expect(config.statement).toBe('Sign in to the demo.')
    const bare = createSIWX({
      domain: 'app.example',
      uri: 'https://app.example',
      storage: new MemorySessionStore(),
    })
    expect(bare.domain).toBe('app.example')
    expect(bare.statement).toBeUndefined()
    // The modal reads the same fields through core's config type.
    const asCore: SiwxConfig = config
    expect(asCore.domain).toBe(config.domain)
  })

  it('verifies and stores a signed session, then returns it for that chain and address only', async () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore(), verifier: verifier() })
    const session = await signIn(config)
    await config.addSession(session)
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([session])
    expect(await config.getSessions(CHAIN, bob.address)).toEqual([])
    expect(await config.getSessions('eip155:1', alice.address)).toEqual([])
    await config.revokeSession(CHAIN, alice.address)
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([])
  })

  it('refuses a replayed session: each nonce it issued is accepted once', async () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore(), verifier: verifier() })
    const session = await signIn(config)
    await config.addSession(session)
    await expect(config.addSession(session)).rejects.toThrow(/NONCE_REJECTED/)
  })

  it('refuses a session signed by another key or for another app', async () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore(), verifier: verifier() })
    const created = await config.createMessage({ accountAddress: alice.address, chainId: CHAIN })
    const forged = {
      data: created.data,
      message: created.message,
      signature: await bob.signMessage({ message: created.message }),
    }
    await expect(config.addSession(forged)).rejects.toBeInstanceOf(SIWXVerificationError)
    const other = createSIWX({ ...options, domain: 'other.example', storage: new MemorySessionStore() })
    await expect(config.addSession(await signIn(other))).rejects.toThrow(/DOMAIN_MISMATCH/)
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([])
  })

  it('does not return sessions that have expired', async () => {
    const storage = new MemorySessionStore()
    const config = createSIWX({ ...options, storage, expiration: 600 })
    const session = await signIn(config)
    await storage.add({ ...session, data: { ...session.data, expirationTime: '2020-01-01T00:00:00.000Z' } })
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([])
  })

  it('setSessions verifies what it restores and setSessions([]) signs out everywhere', async () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore(), verifier: verifier() })
    const session = await signIn(config)
    await config.setSessions([session])
    expect(await config.getSessions(CHAIN, alice.address)).toHaveLength(1)
    await expect(config.setSessions([{ ...session, signature: '0x00' }])).rejects.toThrow(/INVALID_SIGNATURE/)
    await config.setSessions([])
    expect(await config.getSessions(CHAIN, alice.address)).toEqual([])
  })

  it('takes nonces from getNonce when given and reports whether sign-in is required', async () => {
    const config = createSIWX({
      ...options,
      storage: new MemorySessionStore(),
      getNonce: () => 'fromServer42',
      required: true,
    })
    expect((await config.createMessage({ accountAddress: alice.address, chainId: CHAIN })).nonce).toBe(
      'fromServer42',
    )
    expect(config.getRequired?.()).toBe(true)
    expect(createSIWX({ ...options, storage: new MemorySessionStore() }).getRequired?.()).toBe(false)
  })

  it('refuses unsafe options when it is created', () => {
    expect(() => createSIWX({ ...options, domain: 'https://app.example.com' })).toThrow(/domain/)
    expect(() => createSIWX({ ...options, uri: 'not a uri' })).toThrow(/uri/)
    expect(() => createSIWX({ ...options, statement: 'two\nlines' })).toThrow(/statement/)
    expect(() => createSIWX({ ...options, expiration: -5 })).toThrow(/expiration must be a positive number/)
  })

  it('builds messages from the options as they were checked, whatever the object holds later', async () => {
    const given = { ...options, storage: new MemorySessionStore() }
    const config = createSIWX(given)
    given.domain = 'evil.example\nURI: https://evil.example'
    const created = await config.createMessage({ accountAddress: alice.address, chainId: CHAIN })
    expect(created.domain).toBe('localhost:5173')
  })

  it('refuses to build a message for a malformed account', async () => {
    const config = createSIWX({ ...options, storage: new MemorySessionStore() })
    await expect(config.createMessage({ accountAddress: '0x123', chainId: CHAIN })).rejects.toThrow(
      /accountAddress/,
    )
  })
})

describe('with the modal sign-in flow', () => {
  it('signs in on connect, stores the session, and skips the prompt on the next connect', async () => {
    const config: SiwxConfig = createSIWX({
      ...options,
      storage: new MemorySessionStore(),
      verifier: verifier(),
    })
    const caip: CaipAddress = `${CHAIN}:${alice.address}`
    const opened: unknown[] = []
    const store = createStore({ siwx: initialSiwxState() })
    const actions = createSiwxActions(store, {
      config: () => config,
      activeCaipAddress: () => caip,
      signWithWallet: (_ns, _address, message) => alice.signMessage({ message }),
      openModal: (parameters) => opened.push(parameters),
      closeModal: () => {},
      disconnect: async () => {},
      showToast: () => {},
      events: createEventEmitter(),
    })
    await actions.onConnected('eip155')
    expect(opened).toEqual([{ view: 'SIWXSignMessage' }])
    await actions.signIn()
    expect(store.getState().siwx).toMatchObject({ status: 'success', hasSession: true })
    await actions.onConnected('eip155')
    expect(opened).toHaveLength(1)
  })
})

describe('assertSiwxOptions', () => {
  it('throws exactly "Cannot set both `siweConfig` and `siwx` options." when both are set', () => {
    expect(() => assertSiwxOptions({ siweConfig: {}, siwx: {} })).toThrow(
      new Error('Cannot set both `siweConfig` and `siwx` options.'),
    )
  })

  it('accepts either option alone or neither', () => {
    expect(() => assertSiwxOptions({ siwx: {} })).not.toThrow()
    expect(() => assertSiwxOptions({ siweConfig: {} })).not.toThrow()
    expect(() => assertSiwxOptions({})).not.toThrow()
  })
})
