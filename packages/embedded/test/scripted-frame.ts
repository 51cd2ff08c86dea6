// A wallet frame stand-in for the adapter's tests: a signed-in flag, one account, and answers to
// the requests the adapter sends, as the real frame gives them. On Solana clusters it holds a real
// ed25519 key: it signs messages and transactions and submits them to a cluster's RPC.
import { decodeBase58, encodeBase58 } from '@latch/core/internal'
import { fixtureSecretKey, SOLANA_SEED } from '@latch/solana-chain/fixtures'
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  signBytes,
  signTransaction,
} from '@solana/kit'
import type { FrameMessage } from '../src/protocol'
import type { FakePage } from './fake-page'

export const USER_ADDRESS = '0x1111111111111111111111111111111111111111'
export const SIGNATURE = `0x${'ab'.repeat(65)}`
export const TX_HASH = `0x${'cd'.repeat(32)}`

/** The smart account a scripted frame offers on chain 31337 only, when asked to. */
export const SMART_ADDRESS = '0x5555555555555555555555555555555555555555'

/**
 * The scripted frame's Solana key: the local cluster's fixture account #4, so on a cluster started
 * afresh it holds SOL and the fixture token.
 */
const SOLANA_KEY_INDEX = 4
let solanaKey: Promise<{ keys: CryptoKeyPair; address: string }> | undefined
export function scriptedSolanaKey() {
  const seed = fixtureSecretKey(SOLANA_SEED, SOLANA_KEY_INDEX)
  solanaKey ??= createKeyPairFromPrivateKeyBytes(seed).then(async (keys) => ({
    keys,
    address: await getAddressFromPublicKey(keys.publicKey),
  }))
  return solanaKey
}

/** The clusters a scripted frame serves (CAIP-2 ids), with the RPC its Solana sends go to. */
export interface ScriptedSolana {
  clusters: Record<string, string | undefined>
  /** The last Solana switch: the frame keeps it apart from its eip155 chain. */
  chainId?: string
  /** Methods asked on Solana clusters, in order. */
  asked: string[]
}

const isSolanaChain = (chainId: unknown): chainId is string =>
  typeof chainId === 'string' && chainId.startsWith('solana:')

/** RPC_REQUEST on a Solana cluster, answered as the wallet frame does after its approval. */
async function solanaRpc(solana: ScriptedSolana, chainId: string, method: unknown, params: unknown) {
  const { keys, address } = await scriptedSolanaKey()
  solana.asked.push(String(method))
  const asked = (params ?? {}) as Record<string, unknown>
  if (method === 'solana_signMessage') {
    if (asked.pubkey !== address) return new Error(`The pubkey ${String(asked.pubkey)} is not this wallet's`)
    const signature = await signBytes(keys.privateKey, decodeBase58(String(asked.message)))
    return { result: { signature: encodeBase58(signature) } }
  }
  if (method === 'solana_signAndSendTransaction') {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(String(asked.transaction)))
    if (!(address in transaction.signatures)) return new Error(`The transaction's signer is not ${address}`)
    const signed = await signTransaction([keys], transaction)
    const response = await fetch(solana.clusters[chainId] ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }],
      }),
    })
    const answer = (await response.json()) as { result?: string; error?: { message: string } }
    if (answer.error) return new Error(answer.error.message)
    return { result: { signature: answer.result } }
  }
  return new Error('Requested RPC call is not allowed')
}

/**
 * `type` is the visitor's choice (kept in the frame's storage), `host` the host's preference from the
 * last GET_USER that carried one: as in the real frame it lives in memory only, so a frame loaded
 * afresh (a new scripted state) starts without it and the smart account acts.
 */
export function scriptFrame(
  page: FakePage,
  state: {
    signedIn: boolean
    chainId: number | string
    smart?: boolean
    type?: 'eoa' | 'smartAccount'
    host?: string
    /** Solana clusters served: none unless given. */
    solana?: ScriptedSolana
  } = {
    signedIn: true,
    chainId: 1,
  },
) {
  /** The signed-in user on a network, its acting account as the frame picks it now. */
  function userOn(chainId: unknown, login: { email: string | null; userName: string | null }) {
    const smartHere = state.smart === true && Number(chainId) === 31337
    const type = state.type ?? (state.host === 'eoa' ? 'eoa' : 'smartAccount')
    const acting = smartHere && type !== 'eoa' ? SMART_ADDRESS : USER_ADDRESS
    return {
      ...login,
      address: acting,
      chainId,
      accounts: [
        { address: acting, type: acting === SMART_ADDRESS ? 'smartAccount' : 'eoa' },
        ...(smartHere
          ? [
              acting === SMART_ADDRESS
                ? { address: USER_ADDRESS, type: 'eoa' }
                : { address: SMART_ADDRESS, type: 'smartAccount' },
            ]
          : []),
      ],
      preferredAccountType: acting === SMART_ADDRESS ? 'smartAccount' : 'eoa',
    }
  }
  /** Who signed in: an email login, or a social or Farcaster one (no email, a user name). */
  let login: { email: string | null; userName: string | null } = { email: 'ada@example.com', userName: null }
  /** A social or Farcaster login answers with the user, on the frame's own network. */
  const socialLogin = (userName: string) => {
    state.signedIn = true
    login = { email: null, userName }
    return userOn(state.chainId, login)
  }

  page.answerWith((request: FrameMessage) => {
    const payload = request.payload as Record<string, unknown> | undefined
    switch (request.type) {
      case 'IS_CONNECTED':
        return { isConnected: state.signedIn }
      case 'GET_USER': {
        if (typeof payload?.preferredAccountType === 'string') state.host = payload.preferredAccountType
        if (!state.signedIn) return new Error('Not connected')
        const chainId = payload?.chainId
        if (!isSolanaChain(chainId)) return userOn(chainId, login)
        if (!state.solana || !(chainId in state.solana.clusters)) return new Error('Chain is not supported')
        return scriptedSolanaKey().then(({ address }) => ({
          ...login,
          address,
          chainId,
          accounts: [{ address, type: 'eoa' }],
          preferredAccountType: 'eoa',
          smartAccountDeployed: false,
        }))
      }
      case 'CONNECT_SOCIAL':
        return socialLogin('ada')
      case 'GET_FARCASTER_URI':
        return { url: 'https://farcaster.test/~/siwf?channelToken=t' }
      case 'CONNECT_FARCASTER':
        return socialLogin('alice')
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: state.smart ? [31337] : [] }
      case 'SET_PREFERRED_ACCOUNT':
        state.type = payload?.type as 'eoa' | 'smartAccount'
        return { type: state.type, address: state.type === 'eoa' ? USER_ADDRESS : SMART_ADDRESS }
      case 'SIGN_OUT':
        state.signedIn = false
        return undefined
      case 'SWITCH_NETWORK': {
        const chainId = payload?.chainId
        if (!isSolanaChain(chainId)) state.chainId = chainId as number
        else if (state.solana && chainId in state.solana.clusters) state.solana.chainId = chainId
        else return new Error('Chain is not supported')
        return { chainId }
      }
      case 'CONNECT_EMAIL':
        return { action: 'VERIFY_OTP' }
      case 'CONNECT_OTP':
        state.signedIn = true
        return undefined
      case 'SYNC_THEME':
      case 'SYNC_DAPP_DATA':
        return undefined
      case 'RPC_REQUEST': {
        const method = payload?.method
        if (isSolanaChain(payload?.chainId)) {
          if (!state.solana || !(payload.chainId in state.solana.clusters))
            return new Error('Chain is not supported')
          return solanaRpc(state.solana, payload.chainId, method, payload.params)
        }
        if (method === 'personal_sign') return { result: SIGNATURE }
        if (method === 'eth_sendTransaction') return { result: TX_HASH }
        if (method === 'eth_getBalance') return { result: '0xde0b6b3a7640000' }
        return { result: null }
      }
      default:
        return new Error(`${request.type} is not scripted`)
    }
  })
  return state
}
