import type { AdapterConnection } from '../adapter/types'
import { FEATURE_ERRORS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'

/** Sign-out may hang (a closed extension, a dead relay): stop waiting after 3 s. */
export const SIGN_OUT_WAIT_MS = 3000

export function validConnection(value: unknown, connectorId: string): AdapterConnection {
  const connection = value as AdapterConnection | null
  const accounts = connection?.accounts
  if (
    !Array.isArray(accounts) ||
    accounts.length === 0 ||
    !accounts.every((a) => typeof a === 'string' && a !== '')
  ) {
    throw new LatchError(
      'CONNECTOR_ACCOUNT_NOT_FOUND',
      FEATURE_ERRORS.CONNECTOR_ACCOUNT_NOT_FOUND(connectorId),
    )
  }
  const chainId = connection?.chainId
  if (typeof chainId !== 'number' && typeof chainId !== 'string') {
    throw new LatchError('CHAIN_NOT_CONFIGURED', FEATURE_ERRORS.CHAIN_NOT_CONFIGURED)
  }
  return { connectorId, accounts: [...accounts], chainId }
}
