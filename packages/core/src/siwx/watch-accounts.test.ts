import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { mainnet } from '../networks/predefined'
import { createMemoryBackend } from '../storage/storage'
import type { SiwxConfig, SiwxSession } from './state'

const sepolia = { ...mainnet, id: 11155111, caipNetworkId: 'eip155:11155111' as const, name: 'Sepolia' }
const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b2'

/** Sessions per account and chain, as a real store keeps them. */
function sessionsConfig(required = true) {
  const sessions: SiwxSession[] = []
  const config: SiwxConfig = {
    createMessage: async (input) => ({
      data: input,
      message: `Sign in ${input.accountAddress} on ${input.chainId}`,
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    revokeSession: async () => {
      sessions.length = 0
    },
    getRequired: () => required,
  }
  return { config, sessions }
}

async function signedInClient() {
  const adapter = createTestAdapter({ accounts: [ALICE] })
  const { config, sessions } = sessionsConfig()
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
    siwx: config,
  })
  await client.start()
  await client.connect({ connectorId: 'test-eip155' })
  await client.siwx.signIn()
  return { client, adapter, sessions }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sign-in follows the account and chain', () => {
  test('switching to a chain with no session asks for a signature again', async () => {
    const { client, sessions } = await signedInClient()
    expect(sessions.map((s) => s.data.chainId)).toEqual(['eip155:1'])
    expect(client.store.getState().modal.open).toBe(false)
    await client.switchNetwork(sepolia)
    await settle()
    expect(client.store.getState().router.view).toBe('SIWXSignMessage')
    expect(client.store.getState().siwx).toMatchObject({ status: 'awaiting', hasSession: false })
    expect(client.close()).toBe(false)
    await client.siwx.signIn()
    expect(sessions.map((s) => s.data.chainId)).toEqual(['eip155:1', 'eip155:11155111'])
  })

  test('switching back to a chain that has a session asks nothing', async () => {
    const { client } = await signedInClient()
    await client.switchNetwork(sepolia)
    await settle()
    await client.siwx.signIn()
    await client.switchNetwork(mainnet)
    await settle()
    expect(client.store.getState().modal.open).toBe(false)
    expect(client.store.getState().siwx.hasSession).toBe(true)
  })

  test('the wallet moving to another account asks for that account', async () => {
    const { client, adapter, sessions } = await signedInClient()
    adapter.emit({ type: 'accountsChanged', connectorId: 'test-eip155', accounts: [BOB] })
    await settle()
    expect(client.store.getState().router.view).toBe('SIWXSignMessage')
    await client.siwx.signIn()
    expect(sessions.map((s) => s.data.accountAddress)).toEqual([ALICE, BOB])
  })

  test("signing in with no connected account fails with 'No ActiveCaipAddress found'", async () => {
    const { config } = sessionsConfig()
    const client = createLatch({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryBackend(),
      siwx: config,
    })
    await expect(client.siwx.signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })
})
