// The send slice's actions: the form (sync, loaded with the client) and the wallet half (fee, Max,
// the wallet request), whose code arrives with its first use.

import { lazyActions } from '../client/lazy-actions'
import type { LatchState } from '../client/state'
import type { ServicesContext } from '../services/context'
import type { Store } from '../store/store'
import type { NetworkFee } from './fees'
import { createSendForm, type SendForm } from './form'
import type { SendTransactionRequest } from './rules'

export interface SendWallet {
  /** Fills in the largest amount: all of a token, or the native balance less room for gas. */
  fillMaxAmount(): Promise<string>
  /** eth_estimateGas * eth_gasPrice for the current draft from the network's RPC; on solana the adapter's quote. */
  estimateSendFee(): Promise<NetworkFee>
  /** Asks the wallet to send the draft; on success clears it and refreshes the portfolio. */
  confirmSend(): Promise<string>
  /**
   * Prices the chosen token through the services, so the form shows what the amount is worth;
   * a failed or missing price leaves no value rather than a wrong one.
   */
  priceSendToken(): Promise<void>
}

export interface SendActions extends SendForm, SendWallet {}

export interface SendDeps {
  sendTransaction(transaction: SendTransactionRequest): Promise<string>
  /** The connected wallet's adapter prices the transaction (solana); eip155 asks the network's RPC. */
  estimateFee?(transaction: SendTransactionRequest): Promise<bigint>
  /** Runs once the wallet has the transaction: refreshes what the send changed. */
  afterSend(transactionHash: string): Promise<void>
  /** Where a receiver typed as a name is looked up; without it names do not resolve. */
  services?: ServicesContext | undefined
  fetch?: typeof fetch
}

export function createSendActions(
  store: Store<Pick<LatchState, 'send' | 'accounts' | 'connection' | 'networks' | 'options' | 'locale'>>,
  deps: SendDeps,
): SendActions {
  const form = createSendForm(store, deps)
  const wallet = lazyActions<SendWallet>(
    () => import('./wallet').then(({ createSendWallet }) => createSendWallet(store, form, deps)),
    ['fillMaxAmount', 'estimateSendFee', 'confirmSend', 'priceSendToken'],
  )
  return { ...form, ...wallet }
}
