// The embedded wallet, running in a frame on its own origin. It talks to its parent (the host
// page's modal) only through the protocol of @latch/embedded: every message is checked for its
// source (window.parent), its origin (on the project's allowed origins), its shape and a fresh id;
// anything else is dropped and logged. Keys exist only here, in memory, rebuilt from the device
// share (this origin's storage) and the auth share (the server, for a signed-in session).
import {
  createError,
  createEvent,
  createIdGuard,
  type FrameRequest,
  parseRequest,
  type RequestType,
  rpcMethodKind,
  type SuccessPayloads,
  USER_REJECTED_CODE,
} from '@latch/embedded/protocol'
import { combine, split } from 'shamir-secret-sharing'
import {
  bytesToHex,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToBytes,
  hexToString,
  http,
  isHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const params = new URLSearchParams(location.search)
const projectId = params.get('projectId') ?? ''
const logging = params.get('enableLogger') === 'true'
const log = (...args: unknown[]) => {
  if (logging) console.warn('[latch frame]', ...args)
}

// ---- storage (this origin only) -----------------------------------------------------------------

const key = (name: string) => `latch-frame:${projectId}:${name}`
const store = {
  get<T>(name: string): T | undefined {
    try {
      const raw = localStorage.getItem(key(name))
      return raw === null ? undefined : (JSON.parse(raw) as T)
    } catch (error) {
      log('stored value dropped', name, error)
      localStorage.removeItem(key(name))
      return undefined
    }
  },
  set: (name: string, value: unknown) => localStorage.setItem(key(name), JSON.stringify(value)),
  remove: (name: string) => localStorage.removeItem(key(name)),
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

function deviceId(): string {
  let id = store.get<string>('device')
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
    id = base64url(crypto.getRandomValues(new Uint8Array(24)))
    store.set('device', id)
  }
  return id
}

interface Session {
  token: string
  email: string
  expiresAt: number
}
const session = () => {
  const value = store.get<Session>('session')
  return value && typeof value.token === 'string' && typeof value.email === 'string' ? value : undefined
}

// ---- server -------------------------------------------------------------------------------------

class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function api<T>(path: string, body?: unknown, auth = true): Promise<T> {
  const headers: Record<string, string> = {}
  const current = session()
  if (auth && current) headers.authorization = `Bearer ${current.token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(
    `${path}${path.includes('?') ? '&' : '?'}projectId=${encodeURIComponent(projectId)}`,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  )
  const json = (await response.json().catch(() => ({}))) as { error?: { code: string; message: string } }
  if (!response.ok) {
    const error = new ServerError(
      response.status,
      json.error?.code ?? 'http',
      json.error?.message ?? `HTTP status code: ${response.status}`,
    )
    if (error.code === 'session_expired' && current) {
      store.remove('session')
      forgetKey()
      post(createEvent('SESSION_EXPIRED'))
    }
    throw error
  }
  return json as T
}

// ---- keys ---------------------------------------------------------------------------------------

interface DeviceShare {
  address: Hex
  share: Hex
}
let privateKey: Hex | undefined

function forgetKey() {
  privateKey = undefined
}

async function sealRecovery(share: Uint8Array, address: string) {
  const raw = crypto.getRandomValues(new Uint8Array(32))
  const aesKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(address) },
      aesKey,
      new Uint8Array(share),
    ),
  )
  // WebCrypto appends the 16-byte tag; kept as a third part like the server's sealed values.
  const body = sealed.slice(0, -16)
  const tag = sealed.slice(-16)
  return { sealedRecovery: [iv, body, tag].map(base64url).join('.'), recoveryKey: base64url(raw) }
}

/** A new wallet: key made here, split 2-of-3, shares to this device, the server and the user. */
async function createWallet(email: string) {
  const secret = hexToBytes(generatePrivateKey())
  const [deviceShare, authShare, recoveryShare] = await split(secret, 3, 2)
  if (!deviceShare || !authShare || !recoveryShare) throw new Error('key split failed')
  const account = privateKeyToAccount(bytesToHex(secret))
  const sealed = await sealRecovery(recoveryShare, account.address)
  await api('/embedded/v1/wallet', {
    address: account.address,
    authShare: bytesToHex(authShare).slice(2),
    ...sealed,
  })
  store.set(`share:${email}`, {
    address: account.address,
    share: bytesToHex(deviceShare),
  } satisfies DeviceShare)
  secret.fill(0)
}

/** The private key, rebuilt in memory from the device share and the server's auth share. */
async function unlock(): Promise<Hex> {
  if (privateKey) return privateKey
  const current = session()
  if (!current) throw new Error('Not connected')
  const local = store.get<DeviceShare>(`share:${current.email}`)
  if (!local) throw new Error('This device has no key share. Enter your recovery key to use it.')
  const wallet = await api<{ address: string | null; authShare?: string }>('/embedded/v1/wallet')
  if (!wallet.authShare || wallet.address !== local.address) throw new Error('Wallet not found')
  const secret = await combine([hexToBytes(local.share), hexToBytes(`0x${wallet.authShare}`)])
  privateKey = bytesToHex(secret)
  if (privateKeyToAccount(privateKey).address !== local.address) {
    privateKey = undefined
    throw new Error('Key shares do not match the wallet')
  }
  return privateKey
}

// ---- chains -------------------------------------------------------------------------------------

let supported: string[] = []
let chainId = Number(store.get<number>('chainId') ?? params.get('chainId') ?? 1)
const rpcUrl = (id: number) =>
  `${location.origin}/v1/?chainId=eip155:${id}&projectId=${encodeURIComponent(projectId)}`

async function rpc(id: number, method: string, rpcParams: unknown) {
  const response = await fetch(rpcUrl(id), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: rpcParams ?? [] }),
  })
  const json = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { message?: string } }
  if (json.error || !response.ok)
    throw new Error(json.error?.message ?? `HTTP status code: ${response.status}`)
  return json.result
}

// ---- approval UI (the frame's own) --------------------------------------------------------------

let dappName = 'This app'
const element = (id: string) => document.getElementById(id) as HTMLElement

function askApproval(requestId: string, method: string, details: Array<[string, string]>, message?: string) {
  const section = element('approval')
  element('approval-title').textContent =
    `${dappName} asks: ${method === 'personal_sign' ? 'sign a message' : method === 'eth_sendTransaction' ? 'send a transaction' : method}`
  const list = element('approval-details')
  list.replaceChildren()
  for (const [label, value] of [['Method', method] as [string, string], ...details]) {
    const dt = document.createElement('dt')
    dt.textContent = label
    const dd = document.createElement('dd')
    dd.textContent = value
    list.append(dt, dd)
  }
  element('approval-message').textContent = message ?? ''
  section.hidden = false
  post(createEvent('APPROVAL_REQUESTED', { requestId, method }))
  return new Promise<boolean>((resolve) => {
    const done = (approved: boolean) => {
      section.hidden = true
      element('approve').onclick = null
      element('reject').onclick = null
      post(createEvent('APPROVAL_SETTLED', { requestId, approved }))
      resolve(approved)
    }
    element('approve').onclick = () => done(true)
    element('reject').onclick = () => done(false)
  })
}

const readable = (hex: string) => {
  if (!isHex(hex)) return hex
  try {
    const text = hexToString(hex)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text
  } catch {
    return hex
  }
}

class Rejected extends Error {
  readonly code = USER_REJECTED_CODE
  constructor() {
    super('User rejected the request.')
  }
}

async function unsafe(requestId: string, method: string, rpcParams: unknown, id: number): Promise<unknown> {
  const current = session()
  if (!current) throw new Error('Not connected')
  const list = Array.isArray(rpcParams) ? rpcParams : []
  if (method === 'personal_sign') {
    const [message] = list
    if (typeof message !== 'string') throw new Error('personal_sign needs a message')
    if (!(await askApproval(requestId, method, [], readable(message)))) throw new Rejected()
    const account = privateKeyToAccount(await unlock())
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (method === 'eth_signTypedData_v4' || method === 'eth_signTypedData') {
    const raw = list[1]
    const data = typeof raw === 'string' ? JSON.parse(raw) : raw
    if (!data || typeof data !== 'object') throw new Error('Typed data is missing')
    if (!(await askApproval(requestId, method, [], JSON.stringify(data, null, 2)))) throw new Rejected()
    const account = privateKeyToAccount(await unlock())
    const typed = data as {
      domain?: unknown
      types?: Record<string, unknown>
      primaryType?: unknown
      message?: unknown
    }
    const { EIP712Domain: _, ...types } = typed.types ?? {}
    return account.signTypedData({
      domain: typed.domain,
      types,
      primaryType: typed.primaryType,
      message: typed.message,
    } as never)
  }
  if (method === 'eth_sendTransaction') {
    const tx = list[0] as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex } | undefined
    if (!tx || typeof tx !== 'object') throw new Error('eth_sendTransaction needs a transaction')
    const details: Array<[string, string]> = [
      ['To', tx.to ?? '(contract creation)'],
      ['Value', `${formatEther(BigInt(tx.value ?? '0x0'))} ETH`],
      ['Network', `eip155:${id}`],
    ]
    if (
      !(await askApproval(requestId, method, details, tx.data && tx.data !== '0x' ? `Data: ${tx.data}` : ''))
    ) {
      throw new Rejected()
    }
    const account = privateKeyToAccount(await unlock())
    const chain = defineChain({
      id,
      name: `eip155:${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl(id)] } },
    })
    const client = createWalletClient({ account, chain, transport: http(rpcUrl(id)) })
    return client.sendTransaction({
      to: tx.to,
      value: tx.value ? BigInt(tx.value) : undefined,
      data: tx.data,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    } as never)
  }
  throw new Error(`${method} is not supported by this wallet yet`)
}

// ---- requests -----------------------------------------------------------------------------------

let pendingEmail: string | undefined
let pendingNewEmail: string | undefined

async function user(id: number): Promise<SuccessPayloads['GET_USER']> {
  const current = session()
  if (!current) throw new Error('Not connected')
  const info = await api<{ email: string; address: string | null }>('/embedded/v1/session')
  if (!info.address) throw new Error('Wallet not found')
  return {
    email: info.email,
    address: info.address,
    chainId: id,
    accounts: [{ address: info.address, type: 'eoa' }],
    userName: null,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}

type Handler<T extends RequestType> = (request: FrameRequest<T>) => Promise<unknown>
const handlers: { [T in RequestType]?: Handler<T> } = {
  CONNECT_EMAIL: async ({ payload }) => {
    pendingEmail = payload.email.trim().toLowerCase()
    return api<{ action: string }>('/embedded/v1/login', { email: pendingEmail, deviceId: deviceId() })
  },
  CONNECT_DEVICE: async () => {
    if (!pendingEmail) throw new Error('Connect with an email first')
    const until = Date.now() + 25_000
    for (;;) {
      try {
        await api('/embedded/v1/login/device', { email: pendingEmail, deviceId: deviceId() }, false)
        return undefined
      } catch (error) {
        if (!(error instanceof ServerError) || error.code !== 'device_not_approved' || Date.now() > until)
          throw error
        await new Promise((resolve) => setTimeout(resolve, 1500))
      }
    }
  },
  CONNECT_OTP: async ({ payload }) => {
    const email = pendingEmail
    if (!email) throw new Error('Connect with an email first')
    const result = await api<{ token: string; expiresAt: number; hasWallet: boolean }>(
      '/embedded/v1/login/otp',
      { email, deviceId: deviceId(), otp: payload.otp.trim() },
      false,
    )
    forgetKey()
    store.set('session', { token: result.token, email, expiresAt: result.expiresAt } satisfies Session)
    if (!result.hasWallet) await createWallet(email)
    pendingEmail = undefined
    return undefined
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
  GET_CHAIN_ID: async () => ({ chainId }),
  GET_USER: async ({ payload }) => {
    const id =
      typeof payload.chainId === 'number' ? payload.chainId : Number(String(payload.chainId).split(':').pop())
    return user(Number.isSafeInteger(id) && id > 0 ? id : chainId)
  },
  SWITCH_NETWORK: async ({ payload }) => {
    const id =
      typeof payload.chainId === 'number' ? payload.chainId : Number(String(payload.chainId).split(':').pop())
    if (!supported.includes(`eip155:${id}`)) throw new Error('Chain is not supported')
    chainId = id
    store.set('chainId', id)
    return { chainId: id }
  },
  SIGN_OUT: async () => {
    if (session()) await api('/embedded/v1/signout', {}).catch((error) => log('sign-out', error))
    store.remove('session')
    forgetKey()
    return undefined
  },
  RPC_REQUEST: async (request) => {
    const { method, params: rpcParams } = request.payload
    const id = typeof request.payload.chainId === 'number' ? request.payload.chainId : chainId
    const kind = rpcMethodKind(method)
    if (kind === 'not-allowed') throw new Error('Requested RPC call is not allowed')
    if (kind === 'unsafe') return { result: await unsafe(request.id, method, rpcParams, id) }
    if (method === 'eth_accounts') {
      const local = session() && store.get<DeviceShare>(`share:${session()?.email}`)
      return { result: local ? [local.address] : [] }
    }
    if (method === 'eth_chainId') return { result: `0x${id.toString(16)}` }
    return { result: await rpc(id, method, rpcParams) }
  },
  RELOAD: async () => {
    setTimeout(() => location.reload(), 50)
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
    const share = store.get<DeviceShare>(`share:${current.email}`)
    if (share) {
      store.set(`share:${result.email}`, share)
      store.remove(`share:${current.email}`)
    }
    store.set('session', { ...current, email: result.email })
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
    dappName = payload.metadata.name.slice(0, 80) || 'This app'
    return undefined
  },
}

// ---- messaging ----------------------------------------------------------------------------------

let parentOrigin: string | undefined
const ids = createIdGuard()

function post(message: unknown) {
  if (!parentOrigin) return log('no parent origin; message not sent')
  window.parent.postMessage(message, parentOrigin)
}

function originMatches(origin: string, pattern: string) {
  if (pattern === origin) return true
  const wild = /^(https?):\/\/([^/]+)$/.exec(pattern)
  if (!wild?.[1] || !wild[2]) return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== `${wild[1]}:`) return false
  const [hostPattern = '', portPattern] = wild[2].split(/:(?=[^:]*$)/)
  if (portPattern === '*') return url.hostname === hostPattern
  if (hostPattern.startsWith('*.')) {
    const suffix = hostPattern.slice(1)
    return url.host.endsWith(suffix) && url.host.length > suffix.length
  }
  return false
}

async function handle(request: FrameRequest) {
  const handler = handlers[request.type] as Handler<RequestType> | undefined
  try {
    if (!handler) throw new Error(`${request.type} is not supported by this wallet yet`)
    const payload = await handler(request as never)
    post({ id: request.id, type: `${request.type}_SUCCESS`, ...(payload === undefined ? {} : { payload }) })
  } catch (error) {
    log(request.type, 'failed', error)
    const code = error instanceof Rejected ? error.code : undefined
    post(createError(request, error instanceof Error ? error.message : undefined, code))
  }
}

async function start() {
  if (window.parent === window) return log('not in a frame')
  const allowed = await api<{ allowedOrigins: string[] }>('/projects/v1/origins', undefined, false)
  const chains = await api<{ http: string[] }>('/v1/supported-chains', undefined, false)
  supported = chains.http
  const ancestor =
    location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)
  if (!ancestor || !allowed.allowedOrigins.some((pattern) => originMatches(ancestor, pattern))) {
    return log('parent origin not allowed', ancestor)
  }
  parentOrigin = ancestor
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin)
      return log('dropped: wrong source or origin', event.origin)
    const request = parseRequestSafe(event.data)
    if (!request) return log('dropped: malformed message', event.data)
    if (!ids.accept(request.id)) return log('dropped: reused id', request.id)
    void handle(request)
  })
  post(createEvent('FRAME_READY'))
  if (!session()) post(createEvent('NOT_CONNECTED'))
}

function parseRequestSafe(data: unknown) {
  try {
    return parseRequest(data)
  } catch {
    return undefined
  }
}

void start().catch((error) => log('start failed', error))
