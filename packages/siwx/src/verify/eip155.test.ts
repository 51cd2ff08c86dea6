import { type Devnet, startDevnet } from '@latch/devnet'
import { createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSIWXMessage } from '../message/build'
import type { SIWXMessageData, SIWXSession } from '../types'
import { createEip155Verifier } from './eip155'
import { SIWXVerificationError } from './errors'
import { createVerifierRegistry } from './registry'

const DOMAIN = 'app.example.com'
let devnet: Devnet
let chainId: `eip155:${number}`
let rpcUrl: string

beforeAll(async () => {
  devnet = await startDevnet()
  const l1 = devnet.manifest.chains[0]
  if (!l1) throw new Error('devnet has no chain')
  chainId = `eip155:${l1.id}`
  rpcUrl = l1.rpcUrl
})
afterAll(async () => {
  await devnet?.stop()
})

function messageFor(accountAddress: string, overrides: Partial<SIWXMessageData> = {}) {
  const now = Date.now()
  return createSIWXMessage({
    accountAddress,
    chainId,
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    version: '1',
    nonce: 'nonce12345678',
    issuedAt: new Date(now - 1000).toISOString(),
    expirationTime: new Date(now + 600_000).toISOString(),
    ...overrides,
  })
}

/** personal_sign through the devnet node, which holds the funded accounts' keys. */
async function personalSign(signer: Hex, text: string): Promise<Hex> {
  const wallet = createWalletClient({ transport: http(rpcUrl) })
  return wallet.signMessage({ account: signer, message: text })
}

async function signedSession(
  signer: Hex,
  accountAddress: string = signer,
  overrides: Partial<SIWXMessageData> = {},
) {
  const message = messageFor(accountAddress, overrides)
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await personalSign(signer, text) } satisfies SIWXSession
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof SIWXVerificationError)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error.reason
}

const verifier = () => createEip155Verifier({ rpcUrls: { [chainId]: rpcUrl } })
const account = (i: number) => devnet.manifest.accounts[i] as Hex

describe('eip155 verification on the devnet', () => {
  it('accepts a personal_sign (EIP-191) from a devnet key', async () => {
    const session = await signedSession(account(0))
    await expect(verifier().verify(session, { domain: DOMAIN })).resolves.toBeUndefined()
  })

  it("accepts the ERC-1271 smart account signing with account #0's signature", async () => {
    const smartAccount = devnet.manifest.chains[0]?.contracts.smartAccount as Hex
    const session = await signedSession(account(0), smartAccount)
    await expect(verifier().verify(session, { domain: DOMAIN })).resolves.toBeUndefined()
  })

  it("refuses the ERC-1271 smart account with account #1's signature", async () => {
    const smartAccount = devnet.manifest.chains[0]?.contracts.smartAccount as Hex
    const session = await signedSession(account(1), smartAccount)
    expect(await refusalOf(verifier().verify(session, { domain: DOMAIN }))).toBe('INVALID_SIGNATURE')
  })

  it('refuses a signature from another key', async () => {
    const session = await signedSession(account(1), account(0))
    expect(await refusalOf(verifier().verify(session, { domain: DOMAIN }))).toBe('INVALID_SIGNATURE')
  })

  it('refuses a tampered message text', async () => {
    const session = await signedSession(account(0))
    const injected = session.message.replace('\nURI:', '\nPlease also approve all tokens\nURI:')
    expect(await refusalOf(verifier().verify({ ...session, message: injected }, { domain: DOMAIN }))).toBe(
      'MESSAGE_MISMATCH',
    )
    const otherNonce = session.message.replace('Nonce: nonce12345678', 'Nonce: nonce87654321')
    expect(await refusalOf(verifier().verify({ ...session, message: otherNonce }, { domain: DOMAIN }))).toBe(
      'MESSAGE_MISMATCH',
    )
  })

  it('refuses data and text changed together, because the signature no longer matches', async () => {
    const session = await signedSession(account(0))
    const data = { ...session.data, nonce: 'nonce87654321' }
    const message = createSIWXMessage(data).toString()
    expect(await refusalOf(verifier().verify({ ...session, data, message }, { domain: DOMAIN }))).toBe(
      'INVALID_SIGNATURE',
    )
  })

  it('refuses a session whose data names another account than the message', async () => {
    const session = await signedSession(account(0))
    const data = { ...session.data, accountAddress: account(1) }
    expect(await refusalOf(verifier().verify({ ...session, data }, { domain: DOMAIN }))).toBe(
      'MESSAGE_MISMATCH',
    )
  })

  it('refuses a message signed for another domain', async () => {
    const session = await signedSession(account(0), account(0), { domain: 'evil.example' })
    expect(await refusalOf(verifier().verify(session, { domain: DOMAIN }))).toBe('DOMAIN_MISMATCH')
  })

  it('refuses an expired message', async () => {
    const past = Date.now() - 3_600_000
    const session = await signedSession(account(0), account(0), {
      issuedAt: new Date(past).toISOString(),
      expirationTime: new Date(past + 60_000).toISOString(),
    })
    expect(await refusalOf(verifier().verify(session, { domain: DOMAIN }))).toBe('EXPIRED')
  })

  it('refuses a message that is not valid yet', async () => {
    const session = await signedSession(account(0), account(0), {
      notBefore: new Date(Date.now() + 3_600_000).toISOString(),
      expirationTime: new Date(Date.now() + 7_200_000).toISOString(),
    })
    expect(await refusalOf(verifier().verify(session, { domain: DOMAIN }))).toBe('NOT_YET_VALID')
  })

  it('refuses a message issued in the future beyond the clock skew, and accepts one within it', async () => {
    const later = await signedSession(account(0), account(0), {
      issuedAt: new Date(Date.now() + 600_000).toISOString(),
      expirationTime: new Date(Date.now() + 1_200_000).toISOString(),
    })
    expect(await refusalOf(verifier().verify(later, { domain: DOMAIN }))).toBe('ISSUED_IN_FUTURE')
    const skewed = await signedSession(account(0), account(0), {
      issuedAt: new Date(Date.now() + 20_000).toISOString(),
    })
    await expect(verifier().verify(skewed, { domain: DOMAIN })).resolves.toBeUndefined()
  })

  it('refuses a nonce the nonce checker does not know', async () => {
    const session = await signedSession(account(0))
    const seen: string[] = []
    const checkNonce = (nonce: string) => {
      seen.push(nonce)
      return false
    }
    expect(await refusalOf(verifier().verify(session, { domain: DOMAIN, checkNonce }))).toBe('NONCE_REJECTED')
    expect(seen).toEqual(['nonce12345678'])
  })

  it('refuses garbage signatures and malformed sessions without crashing', async () => {
    const session = await signedSession(account(0))
    for (const signature of ['0x', 'hello', '0x1234', `0x${'ff'.repeat(65)}`]) {
      expect(await refusalOf(verifier().verify({ ...session, signature }, { domain: DOMAIN }))).toBe(
        'INVALID_SIGNATURE',
      )
    }
    for (const hostile of [null, {}, { ...session, data: null }, { ...session, message: 7 }]) {
      expect(await refusalOf(verifier().verify(hostile as never, { domain: DOMAIN }))).toBe(
        'MALFORMED_SESSION',
      )
    }
  })

  it('checks EOA signatures offline when no RPC is configured, but cannot accept contract accounts', async () => {
    const offline = createEip155Verifier()
    const eoa = await signedSession(account(0))
    await expect(offline.verify(eoa, { domain: DOMAIN })).resolves.toBeUndefined()
    // A local key, never seen by the node, signs the same way.
    const local = mnemonicToAccount(devnet.manifest.mnemonic, { addressIndex: 2 })
    const message = messageFor(local.address)
    const { toString: _, ...data } = message
    const text = message.toString()
    const signature = await local.signMessage({ message: text })
    await expect(
      offline.verify({ data, message: text, signature }, { domain: DOMAIN }),
    ).resolves.toBeUndefined()
    const smartAccount = devnet.manifest.chains[0]?.contracts.smartAccount as Hex
    const contract = await signedSession(account(0), smartAccount)
    await expect(offline.verify(contract, { domain: DOMAIN })).rejects.toThrow(/no RPC for this chain/)
  })

  it('with the RPC down, still accepts EOAs but reports a contract account as a transport error, not a refusal', async () => {
    const unreachable = createEip155Verifier({
      // Port 9 (discard) refuses connections; no retries keep the test quick.
      getClient: () => createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) }),
    })
    await expect(
      unreachable.verify(await signedSession(account(0)), { domain: DOMAIN }),
    ).resolves.toBeUndefined()
    const smartAccount = devnet.manifest.chains[0]?.contracts.smartAccount as Hex
    const contract = await signedSession(account(0), smartAccount)
    const error = await unreachable.verify(contract, { domain: DOMAIN }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(SIWXVerificationError)
    expect((error as Error).message).toBe(`SIWX: cannot reach the RPC for ${chainId} to check the signature`)
  })
})

describe('verifier registry', () => {
  it('dispatches by namespace and refuses an unknown namespace with a clear error', async () => {
    const registry = createVerifierRegistry({ eip155: verifier() })
    const session = await signedSession(account(0))
    await expect(registry.verify(session, { domain: DOMAIN })).resolves.toBeUndefined()
    const solana = {
      ...session,
      data: { ...session.data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const },
    }
    expect(await refusalOf(registry.verify(solana, { domain: DOMAIN }))).toBe('UNSUPPORTED_NAMESPACE')
    await expect(registry.verify(solana, { domain: DOMAIN })).rejects.toThrow(
      'no verifier registered for namespace "solana" (registered: eip155)',
    )
  })

  it('uses a verifier registered later for its namespace', async () => {
    const calls: string[] = []
    const registry = createVerifierRegistry().register('solana', {
      async verify(session) {
        calls.push(session.data.accountAddress)
      },
    })
    const session = await signedSession(account(0))
    const solana: SIWXSession = {
      ...session,
      data: { ...session.data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: 'Sol1' },
    }
    await registry.verify(solana, { domain: DOMAIN })
    expect(calls).toEqual(['Sol1'])
    expect(registry.has('solana')).toBe(true)
    expect(await refusalOf(registry.verify(session, { domain: DOMAIN }))).toBe('UNSUPPORTED_NAMESPACE')
  })
})
