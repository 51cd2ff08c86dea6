// Sign-In With Ethereum (`siweConfig`): the same flow as siwx in the ConnectingSiwe view, over the
// host's nonce, message, verify, session and sign-out calls.
import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter'
import { createLatch } from '../client/createLatch'
import { isCloseBlocked } from '../modal/getters'
import { mainnet } from '../networks/predefined'
import { createMemoryBackend } from '../storage/storage'
import type { SiweConfig } from './siwe'

const ALICE = '0x00000000000000000000000000000000000000a1'

/** A host whose server issues nonces, accepts signatures `verifies` allows and keeps one session. */
function host(options: { required?: boolean; verifies?: boolean } = {}) {
  let session: { address: string; chainId: number } | null = null
  const messages: string[] = []
  const config: SiweConfig = {
    domain: 'app.example',
    statement: 'Sign in to the example.',
    required: options.required ?? true,
    getNonce: vi.fn(async () => 'nonce12345'),
    createMessage: vi.fn((args) => `${args.domain} ${args.address} ${args.chainId} ${args.nonce}`),
    verifyMessage: vi.fn(async ({ message }) => {
      messages.push(message)
      if (options.verifies === false) return false
      session = { address: ALICE, chainId: 1 }
      return true
    }),
    getSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
  }
  const client = createLatch({
    projectId: 'p',
    networks: [mainnet],
    adapters: [createTestAdapter({ accounts: [ALICE] })],
    storage: createMemoryBackend(),
    siweConfig: config,
  })
  return { client, config, messages, session: () => session }
}

describe('Sign-In With Ethereum', () => {
  test('on connect ConnectingSiwe asks; the signed nonce message verified by the host closes the modal', async () => {
    const { client, config, messages } = host()
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('ConnectingSiwe'))
    expect(isCloseBlocked(client.store.getState())).toBe(true)
    await client.siwx.signIn()
    expect(config.createMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        domain: 'app.example',
        address: ALICE,
        chainId: 1,
        nonce: 'nonce12345',
        version: '1',
      }),
    )
    expect(messages).toEqual([`app.example ${ALICE} 1 nonce12345`])
    expect(config.verifyMessage).toHaveBeenCalledWith(
      expect.objectContaining({ signature: expect.stringMatching(/^0x/) }),
    )
    expect(client.store.getState().siwx).toMatchObject({ status: 'success', hasSession: true })
    expect(client.store.getState().modal.open).toBe(false)
  })

  test("a signature the host refuses is 'Signature declined', back in ConnectingSiwe", async () => {
    const { client } = host({ verifies: false })
    await client.start()
    await client.connect({ connectorId: 'test-eip155' })
    await vi.waitFor(() => expect(client.store.getState().router.view).toBe('ConnectingSiwe'))
    await client.siwx.signIn()
    expect(client.store.getState().siwx).toMatchObject({ status: 'error', error: 'Signature declined' })
    expect(client.store.getState().router.view).toBe('ConnectingSiwe')
  })

  test("the host's session for this account and chain means no prompt; Cancel of a required sign-in disconnects", async () => {
    const signedIn = host()
    await signedIn.client.start()
    await signedIn.config.verifyMessage({ message: 'earlier', signature: '0x' })
    await signedIn.client.connect({ connectorId: 'test-eip155' })
    await vi.waitFor(() => expect(signedIn.client.store.getState().siwx.hasSession).toBe(true))
    expect(signedIn.client.store.getState().modal.open).toBe(false)

    const fresh = host()
    await fresh.client.start()
    await fresh.client.connect({ connectorId: 'test-eip155' })
    await vi.waitFor(() => expect(fresh.client.store.getState().router.view).toBe('ConnectingSiwe'))
    await fresh.client.siwx.cancel()
    expect(fresh.client.isConnected()).toBe(false)
  })

  test('siweConfig and siwx together are refused', () => {
    expect(() =>
      createLatch({ projectId: 'p', networks: [mainnet], siweConfig: host().config, siwx: {} as never }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options.')
  })
})
