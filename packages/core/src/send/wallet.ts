// The send flow's wallet half, loaded with its first use: Max from the chain's own balance, the
// fee from the network's RPC, and the wallet request (a value transfer or an ERC-20 `transfer`).
// A failed or rejected send leaves the draft exactly as it was.

import type { LatchState } from '../client/state'
import { FEATURE_ERRORS, TOASTS } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { formatUnits } from '../numbers/units'
import { activeAccount } from '../portfolio/active-account'
import { tokenContract } from '../portfolio/tokens'
import type { Store } from '../store/store'
import { isSendSupported } from '../validation/send'
import type { SendDeps, SendWallet } from './actions'
import { estimateNetworkFee, type NetworkFee } from './fees'
import type { SendForm } from './form'
import { getSendDraft, getSendProblem } from './getters'
import { clientTransport, readNativeBalance } from './network-rpc'
import {
  buildSendTransaction,
  maxSendAmount,
  priceId,
  SEND_ERRORS,
  type SendTransactionRequest,
} from './rules'

export function createSendWallet(
  store: Store<Pick<LatchState, 'send' | 'accounts' | 'connection' | 'networks' | 'options' | 'locale'>>,
  form: SendForm,
  deps: SendDeps,
): SendWallet {
  const { setSendForm } = form
  const sendDraft = () => getSendDraft(store.getState())

  function checkedTransaction(): SendTransactionRequest {
    const found = getSendProblem(store.getState())
    if (found) throw new LatchError('SEND_INVALID', found)
    return buildSendTransaction(sendDraft())
  }

  function connected() {
    const account = activeAccount(store.getState())
    if (!account) throw new LatchError('CONNECTOR_NOT_CONNECTED', FEATURE_ERRORS.CONNECTOR_NOT_CONNECTED)
    if (!isSendSupported(account.namespace)) {
      throw new LatchError('SEND_UNSUPPORTED', SEND_ERRORS.UNSUPPORTED_NAMESPACE)
    }
    return account
  }

  /**
   * A fee as the adapter quotes it (solana, bip122): the lamports or sats the network charges for
   * that transaction, no gas to reserve.
   */
  async function adapterFee(transaction: SendTransactionRequest): Promise<NetworkFee> {
    const account = connected()
    if (!deps.estimateFee) throw new LatchError('SEND_UNSUPPORTED', FEATURE_ERRORS.FEES_EIP155_ONLY)
    const fee = await deps.estimateFee(transaction)
    const formatted = formatUnits(fee, account.network.nativeCurrency.decimals)
    return { gas: 1n, gasPrice: fee, fee, reserve: fee, formatted }
  }

  /** The connected eip155 account's reads of the network RPC: the fee of a transaction and the live balance. */
  function networkReads() {
    const account = connected()
    if (account.namespace !== 'eip155') {
      throw new LatchError('SEND_UNSUPPORTED', FEATURE_ERRORS.FEES_EIP155_ONLY)
    }
    const rpc = async () => ({
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      transport: await clientTransport(deps.services, account.network),
    })
    return {
      fee: async (transaction: SendTransactionRequest): Promise<NetworkFee> =>
        estimateNetworkFee({
          network: account.network,
          from: account.address,
          transaction,
          ...(await rpc()),
        }),
      balance: async () => readNativeBalance(account.network, account.address, await rpc()),
    }
  }

  return {
    async fillMaxAmount() {
      const { token, receiver } = sendDraft()
      if (!token) throw new LatchError('SEND_INVALID', TOASTS.TOKEN_REQUIRED)
      let amount = maxSendAmount(token)
      if (!tokenContract(token) && connected().namespace !== 'eip155') {
        // SOL and BTC pay their own fee: Max keeps it back.
        const fee = await adapterFee({ to: connected().address, value: 0n })
        amount = maxSendAmount(token, fee.reserve)
      } else if (!tokenContract(token) && connected().namespace === 'eip155') {
        // A plain value transfer's gas does not depend on the amount; the receiver may not be typed yet.
        const to =
          receiver && /^0x[0-9a-fA-F]{40}$/.test(receiver.trim()) ? receiver.trim() : connected().address
        // The balance as the chain has it now: the listed one may predate a send still in the server's cache.
        const reads = networkReads()
        const [fee, balance] = await Promise.all([reads.fee({ to, value: 0n }), reads.balance()])
        amount = maxSendAmount(token, fee.reserve, balance)
      }
      setSendForm({ amount })
      return amount
    },

    async estimateSendFee() {
      if (connected().namespace !== 'eip155') return adapterFee(checkedTransaction())
      return networkReads().fee(checkedTransaction())
    },

    async priceSendToken() {
      const { token } = store.getState().send
      const id = token && priceId(token)
      if (!id || !deps.services) return
      let usd: number | undefined
      try {
        const [found] = await (await deps.services.blockchain()).getTokenPrices([id])
        usd = found?.price
      } catch {
        usd = undefined
      }
      // Only for the token still chosen, and only a real price.
      if (store.getState().send.token !== token) return
      setSendForm({
        price: typeof usd === 'number' && Number.isFinite(usd) && usd >= 0 ? { token: id, usd } : undefined,
      })
    },

    async confirmSend() {
      connected()
      const transaction = checkedTransaction()
      const hash = await deps.sendTransaction(transaction)
      store.setState({ send: {} })
      void deps.afterSend(hash).catch(() => {})
      return hash
    },
  }
}
