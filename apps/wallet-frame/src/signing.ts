// Unsafe methods (spec section 6): each waits for the user's answer in the frame's own approval
// screen, then signs with the key rebuilt for it. A rejection answers with the user-rejected code.
import { USER_REJECTED_CODE } from '@latch/embedded/protocol'
import { createWalletClient, defineChain, formatEther, type Hex, hexToString, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { unlock } from './keys'
import { askApproval } from './screens'
import { rpcUrl } from './server'
import { session } from './storage'

export class Rejected extends Error {
  readonly code = USER_REJECTED_CODE
  constructor() {
    super('User rejected the request.')
  }
}

/** A hex message shown as text when it is printable text, else as hex. */
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

async function approved(...args: Parameters<typeof askApproval>) {
  if (!(await askApproval(...args))) throw new Rejected()
  return privateKeyToAccount(await unlock())
}

export async function signUnsafe(requestId: string, method: string, rpcParams: unknown, id: number) {
  if (!session()) throw new Error('Not connected')
  const list = Array.isArray(rpcParams) ? rpcParams : []
  if (method === 'personal_sign') {
    const [message] = list
    if (typeof message !== 'string') throw new Error('personal_sign needs a message')
    const account = await approved(requestId, method, [], readable(message))
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (method === 'eth_signTypedData_v4' || method === 'eth_signTypedData') {
    const raw = list[1]
    const data = typeof raw === 'string' ? JSON.parse(raw) : raw
    if (!data || typeof data !== 'object') throw new Error('Typed data is missing')
    const account = await approved(requestId, method, [], JSON.stringify(data, null, 2))
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
    const data = tx.data && tx.data !== '0x' ? `Data: ${tx.data}` : ''
    const account = await approved(requestId, method, details, data)
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
