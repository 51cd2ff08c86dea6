// The requests of spec section 7 the frame serves: email and social login, email update, the user,
// networks, sign-out, RPC, reload, theme and dapp data. Each handler resolves with the reply's payload or
// throws (the reply is then the _ERROR type with the message). A screen that must follow a reply
// (the recovery key after a login) is queued with `afterReply`.
import {
  type FrameRequest,
  type RequestType,
  rpcMethodKind,
  type SuccessPayloads,
} from '@latch/embedded/protocol'
import type { Address } from 'viem'
import { accountsOn, activeAccount, chooseAccountType, ownerAddress, setHostPreference } from './accounts'
import { callsStatus, capabilities } from './calls'
import { awaitFarcasterLogin, beginFarcasterLogin, stopFarcasterLogin } from './farcaster'
import { createWallet, forgetKey, needsRecovery, recover } from './keys'
import {
  currentEvmChain,
  eip155,
  evmChainOf,
  isSolanaChain,
  lastSwitchedChain,
  requireServed,
  SOLANA_METHODS,
  type SolanaChain,
  switchTo,
} from './networks'
import { askRecoveryKey, setDappName, showRecoveryKey } from './screens'
import { api, rpc, ServerError } from './server'
import { signUnsafe } from './signing'
import { isDeployed, smartAccountNetworks } from './smart-account'
import { beginSocialLogin, finishSocialLogin } from './social'
import { signSolana, solanaAddress } from './solana'
import { deviceId, deviceShare, type Session, session, store } from './storage'

/** How long one CONNECT_DEVICE waits for the mailed approval before the host asks again. */
const DEVICE_WAIT_MS = 25_000
const DEVICE_POLL_MS = 1_500

let pendingEmail: string | undefined
let pendingNewEmail: string | undefined
const queued: Array<() => void> = []
const afterReply = (run: () => void) => queued.push(run)
/** Runs what a handler queued for after its reply was posted. */
export const runAfterReply = () => {
  for (const run of queued.splice(0)) run()
}

/** A login's outcome: the session kept, and the wallet made (key shown) or this device recovered (key asked). */
async function signedIn(result: { token: string; userId: string; expiresAt: number; hasWallet: boolean }) {
  forgetKey()
  store.set('session', {
    token: result.token,
    userId: result.userId,
    expiresAt: result.expiresAt,
  } satisfies Session)
  if (!result.hasWallet) {
    const { address, recoveryKey } = await createWallet(result.userId)
    afterReply(() => void showRecoveryKey(recoveryKey, address))
  } else if (needsRecovery(result.userId)) {
    afterReply(() => void askRecoveryKey(recover))
  }
}

async function sessionInfo() {
  if (!session()) throw new Error('Not connected')
  const info = await api<{ email: string | null; address: string | null; userName: string | null }>(
    '/embedded/v1/session',
  )
  if (!info.address) throw new Error('Wallet not found')
  return info as typeof info & { address: string }
}

async function user(id: number): Promise<SuccessPayloads['GET_USER']> {
  const info = await sessionInfo()
  const { active, accounts, smartAccountDeployed } = await accountsOn(id, info.address as Address)
  return {
    email: info.email,
    address: active.address,
    chainId: id,
    accounts,
    userName: info.userName,
    preferredAccountType: active.type,
    smartAccountDeployed,
  }
}

/** The user on a Solana cluster: the wallet's one ed25519 account (no smart account there). */
async function solanaUser(chain: SolanaChain): Promise<SuccessPayloads['GET_USER']> {
  requireServed(chain)
  const info = await sessionInfo()
  const address = await solanaAddress()
  return {
    email: info.email,
    address,
    chainId: chain,
    accounts: [{ address, type: 'eoa' }],
    userName: info.userName,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}

type Handler<T extends RequestType> = (request: FrameRequest<T>) => Promise<unknown>
export const handlers: { [T in RequestType]?: Handler<T> } = {
  CONNECT_EMAIL: async ({ payload }) => {
    pendingEmail = payload.email.trim().toLowerCase()
    return api<{ action: string }>('/embedded/v1/login', { email: pendingEmail, deviceId: deviceId() })
  },
  CONNECT_DEVICE: async () => {
    if (!pendingEmail) throw new Error('Connect with an email first')
    const until = Date.now() + DEVICE_WAIT_MS
    for (;;) {
      try {
        await api('/embedded/v1/login/device', { email: pendingEmail, deviceId: deviceId() }, false)
        return undefined
      } catch (error) {
        if (!(error instanceof ServerError) || error.code !== 'device_not_approved' || Date.now() > until)
          throw error
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
    }
  },
  CONNECT_OTP: async ({ payload }) => {
    const email = pendingEmail
    if (!email) throw new Error('Connect with an email first')
    const result = await api<{ token: string; userId: string; expiresAt: number; hasWallet: boolean }>(
      '/embedded/v1/login/otp',
      { email, deviceId: deviceId(), otp: payload.otp.trim() },
      false,
    )
    pendingEmail = undefined
    await signedIn(result)
    return undefined
  },
  GET_SOCIAL_REDIRECT_URI: async ({ payload }) => ({
    uri: await beginSocialLogin(payload.provider, payload.returnUrl),
  }),
  CONNECT_SOCIAL: async ({ payload }) => {
    await signedIn(await finishSocialLogin(payload.uri))
    return user(currentEvmChain())
  },
  GET_FARCASTER_URI: async () => ({ url: await beginFarcasterLogin() }),
  CONNECT_FARCASTER: async () => {
    await signedIn(await awaitFarcasterLogin())
    return user(currentEvmChain())
  },
  IS_CONNECTED: async () => {
    if (!session()) return { isConnected: false }
    try {
      await api('/embedded/v1/session')
      return { isConnected: true }
    } catch (error) {
      if (error instanceof ServerError && error.code === 'session_expired') return { isConnected: false }
      throw error
    }
  },
  GET_CHAIN_ID: async () => ({ chainId: lastSwitchedChain() }),
  GET_USER: async ({ payload }) => {
    if (isSolanaChain(payload.chainId)) return solanaUser(payload.chainId)
    setHostPreference(payload.preferredAccountType)
    const id = evmChainOf(payload.chainId)
    return user(Number.isSafeInteger(id) && id > 0 ? id : currentEvmChain())
  },
  SWITCH_NETWORK: async ({ payload }) => ({ chainId: switchTo(payload.chainId) }),
  SIGN_OUT: async () => {
    stopFarcasterLogin()
    if (session()) await api('/embedded/v1/signout', {}).catch(() => {})
    store.remove('session')
    forgetKey()
    return undefined
  },
  RPC_REQUEST: async (request) => {
    const { method, params: rpcParams, chainId: requested } = request.payload
    if (isSolanaChain(requested)) {
      requireServed(requested)
      if (!SOLANA_METHODS.includes(method)) throw new Error('Requested RPC call is not allowed')
      return { result: await signSolana(request.id, method, rpcParams, requested) }
    }
    const id = typeof requested === 'number' ? requested : currentEvmChain()
    const kind = rpcMethodKind(method)
    if (kind === 'not-allowed' || SOLANA_METHODS.includes(method))
      throw new Error('Requested RPC call is not allowed')
    if (kind === 'unsafe') return { result: await signUnsafe(request.id, method, rpcParams, id) }
    if (method === 'eth_accounts') {
      const current = session()
      const local = current && deviceShare(current.userId)
      return { result: local ? [(await activeAccount(id, local.address)).address] : [] }
    }
    if (method === 'wallet_getCapabilities') return { result: await capabilities(ownerAddress(), rpcParams) }
    if (method === 'wallet_getCallsStatus') return { result: await callsStatus(rpcParams) }
    if (method === 'eth_chainId') return { result: `0x${id.toString(16)}` }
    return { result: await rpc(eip155(id), method, rpcParams) }
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({
    smartAccountEnabledNetworks: [...(await smartAccountNetworks()).keys()],
  }),
  INIT_SMART_ACCOUNT: async () => {
    const chainId = currentEvmChain()
    const { smartAccount } = await activeAccount(chainId, ownerAddress())
    if (!smartAccount) throw new Error('This application might not support Smart Accounts')
    return { address: smartAccount, isDeployed: await isDeployed(chainId, smartAccount) }
  },
  SET_PREFERRED_ACCOUNT: async ({ payload }) => {
    const chainId = currentEvmChain()
    await chooseAccountType(chainId, payload.type)
    const active = await activeAccount(chainId, ownerAddress())
    return { type: active.type, address: active.address }
  },
  RELOAD: async () => {
    afterReply(() => location.reload())
    return undefined
  },
  UPDATE_EMAIL: async ({ payload }) => {
    pendingNewEmail = payload.email.trim().toLowerCase()
    return api('/embedded/v1/email/update', { email: pendingNewEmail })
  },
  UPDATE_EMAIL_PRIMARY_OTP: async ({ payload }) => {
    await api('/embedded/v1/email/update/primary', { otp: payload.otp.trim() })
    return undefined
  },
  UPDATE_EMAIL_SECONDARY_OTP: async ({ payload }) => {
    const current = session()
    if (!pendingNewEmail || !current) throw new Error('Start the email update first')
    const result = await api<{ email: string }>('/embedded/v1/email/update/secondary', {
      email: pendingNewEmail,
      otp: payload.otp.trim(),
    })
    pendingNewEmail = undefined
    return { email: result.email }
  },
  SYNC_THEME: async ({ payload }) => {
    document.documentElement.dataset.theme = payload.themeMode
    for (const [name, value] of Object.entries(payload.themeVariables)) {
      if (/^--[A-Za-z0-9-]{1,62}$/.test(name)) document.documentElement.style.setProperty(name, String(value))
    }
    return undefined
  },
  SYNC_DAPP_DATA: async ({ payload }) => {
    setDappName(payload.metadata.name)
    return undefined
  },
}
