// A wallet frame stand-in for the adapter's tests: a signed-in flag, one account, and answers to
// the requests the adapter sends, as the real frame gives them.
import type { FrameMessage } from '../src/protocol'
import type { FakePage } from './fake-page'

export const USER_ADDRESS = '0x1111111111111111111111111111111111111111'
export const SIGNATURE = `0x${'ab'.repeat(65)}`
export const TX_HASH = `0x${'cd'.repeat(32)}`

export function scriptFrame(page: FakePage, state = { signedIn: true, chainId: 1 as number | string }) {
  page.answerWith((request: FrameMessage) => {
    const payload = request.payload as Record<string, unknown> | undefined
    switch (request.type) {
      case 'IS_CONNECTED':
        return { isConnected: state.signedIn }
      case 'GET_USER':
        if (!state.signedIn) return new Error('Not connected')
        return {
          email: 'ada@example.com',
          address: USER_ADDRESS,
          chainId: payload?.chainId,
          accounts: [{ address: USER_ADDRESS, type: 'eoa' }],
          userName: null,
        }
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
