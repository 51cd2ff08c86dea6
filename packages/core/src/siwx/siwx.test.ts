import { describe, expect, test, vi } from 'vitest'
import type { CaipAddress } from '../adapter/types'
import { createEventEmitter } from '../connection/events'
import { createStore } from '../store/store'
import { createSiwxActions } from './actions'
import { initialSiwxState, type SiwxConfig, type SiwxSession } from './state'

const caipAddress: CaipAddress = 'eip155:1:0x0000000000000000000000000000000000000001'

function memoryConfig(options: { required?: boolean; sessions?: SiwxSession[] } = {}) {
  const sessions: SiwxSession[] = [...(options.sessions ?? [])]
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      return { data: { accountAddress, chainId }, message: `Sign in as ${accountAddress} on ${chainId}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    async revokeSession(chainId, address) {
      const keep = sessions.filter((s) => !(s.data.chainId === chainId && s.data.accountAddress === address))
      sessions.splice(0, sessions.length, ...keep)
    },
    getRequired: () => options.required === true,
  }
  return { config, sessions }
}

function setup(options: { config?: SiwxConfig; signFails?: boolean } = {}) {
  const store = createStore({ siwx: initialSiwxState() })
  const deps = {
    config: () => options.config,
    activeCaipAddress: () => caipAddress,
    signWithWallet: vi.fn(async (_ns: string, address: string, message: string) => {
      if (options.signFails) throw new Error('User rejected the request.')
      return `0xsigned(${address}:${message.length})`
    }),
    openModal: vi.fn(),
    closeModal: vi.fn(),
    disconnect: vi.fn(async () => {}),
    showToast: vi.fn(),
    events: createEventEmitter(),
  }
  return { store, deps, actions: createSiwxActions(store, deps) }
}

describe('SIWX flow', () => {
  test('on connect with the feature on and no stored session, SIWXSignMessage opens', async () => {
    const { actions, deps, store } = setup({ config: memoryConfig().config })
    await actions.onConnected('eip155')
    expect(deps.openModal).toHaveBeenCalledWith({ view: 'SIWXSignMessage' })
    expect(store.getState().siwx).toMatchObject({ status: 'awaiting', hasSession: false })
  })

  test('on connect with a stored session nothing opens', async () => {
    const { config } = memoryConfig({
      sessions: [
        {
          data: { accountAddress: '0x0000000000000000000000000000000000000001', chainId: 'eip155:1' },
          message: 'm',
          signature: 's',
        },
      ],
    })
    const { actions, deps, store } = setup({ config })
    await actions.onConnected('eip155')
    expect(deps.openModal).not.toHaveBeenCalled()
    expect(store.getState().siwx.hasSession).toBe(true)
  })

  test('on connect with the feature off nothing happens', async () => {
    const { actions, deps } = setup()
    await actions.onConnected('eip155')
    expect(deps.openModal).not.toHaveBeenCalled()
  })

  test('signing success stores the session and closes', async () => {
    const { config, sessions } = memoryConfig()
    const { actions, deps, store } = setup({ config })
    await actions.onConnected('eip155')
    await actions.signIn()
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data).toEqual({
      accountAddress: '0x0000000000000000000000000000000000000001',
      chainId: 'eip155:1',
    })
    expect(sessions[0]?.signature).toMatch(/^0xsigned/)
    expect(store.getState().siwx).toMatchObject({ status: 'success', hasSession: true })
    expect(deps.closeModal).toHaveBeenCalled()
  })

  test("decline re-opens the view with 'Signature declined'", async () => {
    const { config, sessions } = memoryConfig()
    const { actions, deps, store } = setup({ config, signFails: true })
    await actions.onConnected('eip155')
    await actions.signIn()
    expect(sessions).toHaveLength(0)
    expect(store.getState().siwx).toMatchObject({ status: 'error', error: 'Signature declined' })
    expect(deps.openModal).toHaveBeenLastCalledWith({
      view: 'SIWXSignMessage',
      data: { error: 'Signature declined' },
    })
    expect(deps.showToast).toHaveBeenCalledWith('Signature declined', 'error')
  })

  test('cancel disconnects if sign-in is required', async () => {
    const { actions, deps } = setup({ config: memoryConfig({ required: true }).config })
    await actions.onConnected('eip155')
    await actions.cancel()
    expect(deps.disconnect).toHaveBeenCalledTimes(1)
    expect(deps.closeModal).toHaveBeenCalledWith({ force: true })
  })

  test('cancel closes without disconnecting if sign-in is optional', async () => {
    const { actions, deps } = setup({ config: memoryConfig().config })
    await actions.onConnected('eip155')
    await actions.cancel()
    expect(deps.disconnect).not.toHaveBeenCalled()
    expect(deps.closeModal).toHaveBeenCalledWith({ force: false })
  })

  test("signIn without a siwx option fails with 'SIWX is not enabled'", async () => {
    const { actions } = setup()
    await expect(actions.signIn()).rejects.toThrow('SIWX is not enabled')
  })

  test('clearing sessions revokes the session of the active account', async () => {
    const { config, sessions } = memoryConfig()
    const { actions, store } = setup({ config })
    await actions.onConnected('eip155')
    await actions.signIn()
    await actions.clearSessions()
    expect(sessions).toHaveLength(0)
    expect(store.getState().siwx.hasSession).toBe(false)
  })
})
