// What the approval window shows for each request: a title and the facts a person needs to decide,
// read from the request's params the way a wallet's approval screen reads them.
import type { Prompt } from '@latch/test-wallet'
import { formatEther, hexToBigInt, hexToString, isHex } from 'viem'

export interface PromptDescription {
  title: string
  facts: [label: string, value: string][]
}

const param = (params: unknown, index: number): unknown => (Array.isArray(params) ? params[index] : undefined)
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined

/** Hex that decodes to readable text is shown as that text, as wallets do for personal_sign. */
function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  const text = hexToString(message)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mean binary data
  return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? message : text
}

function chainIdOf(value: unknown): number | undefined {
  if (typeof value === 'string' && isHex(value)) return Number(hexToBigInt(value))
  return typeof value === 'number' ? value : undefined
}

/** The dev wallet's Solana side signs on the local Solana chain only. */
const SOLANA: [string, string] = ['Network', 'Solana Local']
/** Its Polkadot and Cosmos sides sign messages only (no chain runs for them). */
const POLKADOT: [string, string] = ['Network', 'Polkadot']
const COSMOS: [string, string] = ['Network', 'Cosmos Hub']
/** Its Bitcoin side holds regtest keys only. */
const BITCOIN: [string, string] = ['Network', 'Bitcoin Regtest']

export function describePrompt(
  { method, params, account, chainId }: Prompt,
  chainName: (id: number) => string,
): PromptDescription {
  const network: [string, string] = ['Network', chainName(chainId)]
  const from: [string, string] = ['Account', account]
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return { title: 'Connect to this site', facts: [['Site', location.origin], from, network] }
    case 'personal_sign':
      return {
        title: 'Sign a message',
        facts: [['Message', readableMessage(param(params, 0))], from, network],
      }
    case 'eth_signTypedData_v4': {
      const raw = param(params, 1)
      const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
      return {
        title: 'Sign typed data',
        facts: [
          ['Type', String(field(data, 'primaryType') ?? '')],
          ['Message', JSON.stringify(field(data, 'message'), null, 2)],
          from,
          network,
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = param(params, 0)
      const value = field(tx, 'value')
      const data = field(tx, 'data') ?? field(tx, 'input')
      return {
        title: 'Send a transaction',
        facts: [
          ['To', String(field(tx, 'to') ?? 'New contract')],
          [
            'Amount',
            `${typeof value === 'string' && isHex(value) ? formatEther(hexToBigInt(value)) : '0'} ETH`,
          ],
          ...(typeof data === 'string' && data !== '0x' ? [['Data', data] as [string, string]] : []),
          from,
          network,
        ],
      }
    }
    case 'wallet_switchEthereumChain': {
      const target = chainIdOf(field(param(params, 0), 'chainId'))
      return {
        title: 'Switch network',
        facts: [
          ['From', chainName(chainId)],
          ['To', target === undefined ? 'Unknown' : chainName(target)],
        ],
      }
    }
    case 'wallet_addEthereumChain': {
      const chain = param(params, 0)
      const rpc = field(chain, 'rpcUrls')
      return {
        title: 'Add a network',
        facts: [
          ['Name', String(field(chain, 'chainName') ?? '')],
          ['Chain id', String(chainIdOf(field(chain, 'chainId')) ?? '')],
          ['RPC', String(Array.isArray(rpc) ? rpc[0] : '')],
        ],
      }
    }
    case 'standard:connect':
      return { title: 'Connect to this site', facts: [['Site', location.origin], from, SOLANA] }
    case 'solana:signMessage':
      return { title: 'Sign a message', facts: [['Message', String(param(params, 0))], from, SOLANA] }
    case 'solana:signTransaction':
    case 'solana:signAndSendTransaction':
      return { title: 'Approve a Solana transaction', facts: [from, SOLANA] }
    case 'polkadot:enable':
      return { title: 'Connect to this site', facts: [['Site', location.origin], POLKADOT] }
    case 'cosmos:enable':
      return { title: 'Connect to this site', facts: [['Site', location.origin], COSMOS] }
    case 'polkadot:signRaw':
      return { title: 'Sign a message', facts: [['Message', String(param(params, 0))], from, POLKADOT] }
    case 'cosmos:signArbitrary':
      return { title: 'Sign a message', facts: [['Message', String(param(params, 0))], from, COSMOS] }
    case 'bitcoin:connect':
      return { title: 'Connect to this site', facts: [['Site', location.origin], from, BITCOIN] }
    case 'bitcoin:signMessage':
      return { title: 'Sign a message', facts: [['Message', String(param(params, 0))], from, BITCOIN] }
    case 'bitcoin:signPsbt':
    case 'bitcoin:sendTransfer':
      return { title: 'Approve a Bitcoin transaction', facts: [from, BITCOIN] }
    default:
      return { title: method, facts: [['Request', JSON.stringify(params)], from, network] }
  }
}
