// Checks on the wallet requests whose parameters matter before the wallet sees them: EIP-5792
// batches (spec section 5) and smart-session permissions (off unless the smartSessions feature is
// on, spec section 9). Loaded with the first such request, never with the page.
import { LatchError } from '../errors/latch-error'
import { grantedPermissionContext, isSmartSessionRequest } from '../rpc-gate/rules'
import { isValidSendCalls } from '../validation/hex'

export const REQUEST_CHECK_ERRORS = {
  SEND_CALLS_INVALID:
    "wallet_sendCalls needs calls, each with a 'to' starting with 0x; a 'data' must start with 0x too",
  SMART_SESSIONS_DISABLED: 'Smart sessions are not enabled: turn on the smartSessions feature',
} as const

const firstParam = (params: unknown) =>
  (Array.isArray(params) ? params[0] : undefined) as { calls?: unknown } | undefined

/**
 * Throws for a request that must not reach the wallet. Returns true when it runs under a granted
 * smart session: no approval is shown, the wallet checks it against the session's limits.
 */
export function checkRequest(args: { method: string; params?: unknown }, smartSessions: boolean): boolean {
  if (args.method === 'wallet_sendCalls' && !isValidSendCalls(firstParam(args.params)?.calls))
    throw new LatchError('SEND_CALLS_INVALID', REQUEST_CHECK_ERRORS.SEND_CALLS_INVALID)
  if (!smartSessions && isSmartSessionRequest(args))
    throw new LatchError('SMART_SESSIONS_DISABLED', REQUEST_CHECK_ERRORS.SMART_SESSIONS_DISABLED)
  return grantedPermissionContext(args) !== undefined
}
