// Unsafe methods (spec section 6): each waits for the user's answer in the frame's own approval
// screen, then signs with the key rebuilt for it. A rejection answers with the user-rejected code.
import { USER_REJECTED_CODE } from '@latch/embedded/protocol'
import { type Address, createWalletClient, formatEther, type Hex, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { activeAccount, ownerAddress } from './accounts'
import {
  ATOMICITY_NOT_SUPPORTED,
  CallsError,
  parseSendCalls,
  rememberEoaBatch,
  rememberSmartBatch,
} from './calls'
import { unlock } from './keys'
import { eip155 } from './networks'
import { readable } from './readable'
import { askApproval } from './screens'
import { rpcUrl } from './server'
import { grantPermissions, permissionContext, sendWithPermission } from './sessions'
import { type Call, chainOf, sendUserOperation, smartAccountOf, waitForUserOperation } from './smart-account'
import { session } from './storage'

export class Rejected extends Error {
  readonly code = USER_REJECTED_CODE
  constructor() {
    super('User rejected the request.')
  }
}

async function approvedKey(...args: Parameters<typeof askApproval>): Promise<Hex> {
  if (!(await askApproval(...args))) throw new Rejected()
  return unlock()
}

const eth = (value: bigint | undefined) => `${formatEther(value ?? 0n)} ETH`

/** Sends calls from the smart account as one user operation, approved as one request. */
async function sendFromSmartAccount(
  requestId: string,
  method: string,
  id: number,
  from: Address,
  calls: Call[],
) {
  const details: Array<[string, string]> = [
    ['From', `${from} (smart account)`],
    ...calls.flatMap(
      (call, i): Array<[string, string]> => [
        [calls.length > 1 ? `Call ${i + 1} to` : 'To', call.to],
        ['Value', eth(call.value)],
      ],
    ),
    ['Network', `eip155:${id}`],
  ]
  const data = calls
    .filter((call) => call.data && call.data !== '0x')
    .map((call) => `Data: ${call.data}`)
    .join('\n')
  const key = await approvedKey(requestId, method, details, data)
  return sendUserOperation(id, key, calls)
}

async function sendFromKey(key: Hex, id: number, call: Call & { gas?: bigint }) {
  const chain = chainOf(id)
  const client = createWalletClient({
    account: privateKeyToAccount(key),
    chain,
    transport: http(rpcUrl(eip155(id))),
  })
  return client.sendTransaction({ to: call.to, value: call.value, data: call.data, gas: call.gas } as never)
}

export async function signUnsafe(requestId: string, method: string, rpcParams: unknown, id: number) {
  if (!session()) throw new Error('Not connected')
  const list = Array.isArray(rpcParams) ? rpcParams : []
  // The acting account signs: the smart account's signatures verify through ERC-1271 (ERC-6492
  // before its deployment), the eoa's are plain ECDSA.
  const signer = async (key: Hex) => {
    const active = await activeAccount(id, ownerAddress())
    return active.type === 'smartAccount' ? smartAccountOf(id, key) : privateKeyToAccount(key)
  }
  if (method === 'personal_sign') {
    const [message] = list
    if (typeof message !== 'string') throw new Error('personal_sign needs a message')
    const account = await signer(await approvedKey(requestId, method, [], readable(message)))
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (method === 'eth_signTypedData_v4' || method === 'eth_signTypedData') {
    const raw = list[1]
    const data = typeof raw === 'string' ? JSON.parse(raw) : raw
    if (!data || typeof data !== 'object') throw new Error('Typed data is missing')
    const account = await signer(await approvedKey(requestId, method, [], JSON.stringify(data, null, 2)))
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
    const call = {
      to: tx.to as Address,
      ...(tx.value ? { value: BigInt(tx.value) } : {}),
      ...(tx.data ? { data: tx.data } : {}),
    }
    const active = await activeAccount(id, ownerAddress())
    if (active.type === 'smartAccount') {
      // The user operation's own transaction hash, once it landed: what a sender waits on.
      if (!tx.to) throw new Error('A smart account cannot create contracts with eth_sendTransaction')
      const hash = await sendFromSmartAccount(requestId, method, id, active.address, [call])
      const receipt = await waitForUserOperation(id, hash)
      if (!receipt.success) throw new Error('The transaction reverted')
      return receipt.receipt.transactionHash
    }
    const details: Array<[string, string]> = [
      ['To', tx.to ?? '(contract creation)'],
      ['Value', eth(call.value)],
      ['Network', `eip155:${id}`],
    ]
    const data = tx.data && tx.data !== '0x' ? `Data: ${tx.data}` : ''
    const key = await approvedKey(requestId, method, details, data)
    return sendFromKey(key, id, { ...call, ...(tx.gas ? { gas: BigInt(tx.gas) } : {}) })
  }
  if (method === 'wallet_grantPermissions')
    return grantPermissions((details) => approvedKey(requestId, method, details), rpcParams, id)
  if (method === 'wallet_sendCalls') {
    const request = parseSendCalls(rpcParams, id)
    const context = permissionContext(rpcParams)
    if (context) {
      const hash = await sendWithPermission(context, request.calls, id, unlock)
      rememberSmartBatch(id, hash)
      return { id: hash }
    }
    const active = await activeAccount(id, ownerAddress())
    if (active.type === 'smartAccount') {
      const hash = await sendFromSmartAccount(requestId, method, id, active.address, request.calls)
      rememberSmartBatch(id, hash)
      // Answered once the user operation landed, so what the modal refreshes on success (the
      // balance) is already the batch's outcome; wallet_getCallsStatus tells success or revert.
      await waitForUserOperation(id, hash)
      return { id: hash }
    }
    if (request.atomicRequired)
      throw new CallsError('This account cannot run the calls atomically', ATOMICITY_NOT_SUPPORTED)
    const details: Array<[string, string]> = request.calls.flatMap(
      (call, i): Array<[string, string]> => [
        [`Call ${i + 1} to`, call.to],
        ['Value', eth(call.value)],
      ],
    )
    const key = await approvedKey(requestId, method, [...details, ['Network', `eip155:${id}`]])
    const hashes: Hex[] = []
    for (const call of request.calls) hashes.push(await sendFromKey(key, id, call))
    return { id: rememberEoaBatch(id, hashes) }
  }
  throw new Error(`${method} is not supported by this wallet yet`)
}
