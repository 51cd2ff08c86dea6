// A wallet frame stand-in for the adapter's tests: a signed-in flag, one account, and answers to
// the requests the adapter sends, as the real frame gives them.
import type { FrameMessage } from '../src/protocol'
import type { FakePage } from './fake-page'

export const USER_ADDRESS = '0x1111111111111111111111111111111111111111'
export const SIGNATURE = `0x${'ab'.repeat(65)}`
export const TX_HASH = `0x${'cd'.repeat(32)}`

/** The smart account a scripted frame offers on chain 31337 only, when asked to. */
export const SMART_ADDRESS = '0x5555555555555555555555555555555555555555'

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
        return userOn(payload?.chainId, login)
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
      case 'SWITCH_NETWORK':
        state.chainId = payload?.chainId as number
        return { chainId: payload?.chainId }
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
