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
  page.answerWith((request: FrameMessage) => {
    const payload = request.payload as Record<string, unknown> | undefined
    switch (request.type) {
      case 'IS_CONNECTED':
        return { isConnected: state.signedIn }
      case 'GET_USER': {
        if (typeof payload?.preferredAccountType === 'string') state.host = payload.preferredAccountType
        if (!state.signedIn) return new Error('Not connected')
        const smartHere = state.smart === true && Number(payload?.chainId) === 31337
        const type = state.type ?? (state.host === 'eoa' ? 'eoa' : 'smartAccount')
        const acting = smartHere && type !== 'eoa' ? SMART_ADDRESS : USER_ADDRESS
        return {
          email: 'ada@example.com',
          address: acting,
          chainId: payload?.chainId,
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
          userName: null,
        }
      }
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
