// Native value a contract pays out inside a transaction leaves no log: a swap to the native
// currency unwraps WETH (a Withdrawal log) and the router then sends the ETH on in an internal
// call. Those transactions are traced (debug_traceTransaction's callTracer), and each internal
// call that moved value becomes a native row, so Activity shows the ETH a swap paid out.
import { type Hex, hexToBigInt } from 'viem'
import type { TransferRow } from './store'

/** keccak256("Withdrawal(address,uint256)"): WETH's unwrap, the mark of a payout in native value. */
export const WITHDRAWAL_TOPIC = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'

/** A frame of callTracer's output: the call, and the calls it made. */
export interface CallFrame {
  type: string
  from: string
  to?: string
  value?: Hex
  error?: string
  calls?: CallFrame[]
}

/** Calls that move value: not static or delegate calls, which carry the caller's value only on paper. */
const MOVES_VALUE = new Set(['CALL', 'CALLCODE', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/**
 * The value transfers made by the calls under the top frame, in call order. A call that reverted
 * moved nothing, and neither did anything it called.
 */
export function internalValueCalls(top: CallFrame): { from: string; to: string; value: bigint }[] {
  const found: { from: string; to: string; value: bigint }[] = []
  const walk = (frame: CallFrame) => {
    for (const call of frame.calls ?? []) {
      if (call.error) continue
      const value = call.value ? hexToBigInt(call.value) : 0n
      if (value > 0n && call.to && MOVES_VALUE.has(call.type.toUpperCase()))
        found.push({ from: call.from.toLowerCase(), to: call.to.toLowerCase(), value })
      walk(call)
    }
  }
  if (!top.error) walk(top)
  return found
}

/**
 * Rows for a traced transaction's internal value transfers: native rows after the transaction's
 * own (log index -1), numbered -2, -3, … so a re-read block names each row once again.
 */
export function internalValueRows(native: TransferRow, top: CallFrame): TransferRow[] {
  return internalValueCalls(top).map((call, i) => ({
    ...native,
    logIndex: -2 - i,
    from: call.from,
    to: call.to,
    value: call.value.toString(),
  }))
}
