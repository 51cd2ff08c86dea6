// Pay (spec section 2's `pay` feature, off by default): a host asks the visitor to pay a fixed
// amount of one asset to one recipient on one network. These rules check the request once, up
// front, so the view only ever shows a payment that can be sent as asked.
import type { CaipNetwork, ChainNamespace } from '../adapter/types'
import type { TokenBalance } from '../connection/accounts'
import { LatchError } from '../errors/latch-error'
import { parseUnits } from '../numbers/units'
import { tokenContract } from '../portfolio/tokens'
import { SEND_ERRORS, type SendTransactionRequest, tokenBalanceUnits, transferRequest } from '../send/rules'
import { isAddressForNamespace } from '../validation/send'

export interface PayAsset {
  /** The ERC-20 contract or the SPL mint. */
  address: string
  symbol: string
  decimals: number
}

export interface PayRequest {
  /** Who is paid: an address on the payment's network. */
  recipient: string
  /** The amount in the asset's units, as a decimal string ("0.01", "25"). */
  amount: string
  /** 'native' for the network's currency, or a token named by its contract, symbol and decimals. */
  asset: 'native' | PayAsset
  /** The CAIP-2 id of a network the app configured, e.g. "eip155:1". */
  network: string
}

/** A request that passed the checks: its network found, its amount in base units. */
export interface CheckedPay {
  network: CaipNetwork
  recipient: string
  amount: string
  units: bigint
  /** Absent for the native currency. */
  token?: PayAsset
  symbol: string
}

export const PAY_ERRORS = {
  DISABLED: 'Pay is off: set features.pay to true to use it',
  UNKNOWN_NETWORK: 'The payment network is not one of the networks the app configured',
  UNSUPPORTED_NAMESPACE: 'Payments are made on eip155 and solana networks only',
  INVALID_ASSET:
    "The asset must be 'native' or { address, symbol, decimals } of a token on the payment network",
  CANCELLED: 'The payment was cancelled',
  REPLACED: 'Another payment was asked for',
} as const

const PAY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** What a symbol may be to be shown as given: short, letters, digits and a few marks. */
const PLAIN_SYMBOL = /^[A-Za-z0-9.$_-]{1,16}$/
const DECIMAL = /^(0|[1-9]\d{0,77})(\.\d{1,77})?$/
const invalid = (message: string) => new LatchError('PAY_INVALID', message)

function checkAsset(asset: unknown, namespace: ChainNamespace): PayAsset | undefined {
  if (asset === 'native') return undefined
  const { address, symbol, decimals } = (asset ?? {}) as Partial<Record<keyof PayAsset, unknown>>
  if (
    typeof address !== 'string' ||
    !isAddressForNamespace(address, namespace) ||
    typeof symbol !== 'string' ||
    !PLAIN_SYMBOL.test(symbol) ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36
  )
    throw invalid(PAY_ERRORS.INVALID_ASSET)
  return { address, symbol, decimals }
}

/** Checks a host's request against the configured networks; throws PAY_INVALID with the reason. */
export function checkPayRequest(request: PayRequest, networks: readonly CaipNetwork[]): CheckedPay {
  const { recipient, amount, asset, network: id } = (request ?? {}) as Partial<PayRequest>
  const network = networks.find((n) => n.caipNetworkId === id)
  if (!network) throw invalid(PAY_ERRORS.UNKNOWN_NETWORK)
  if (!PAY_NAMESPACES.includes(network.chainNamespace)) throw invalid(PAY_ERRORS.UNSUPPORTED_NAMESPACE)
  const token = checkAsset(asset, network.chainNamespace)
  if (typeof recipient !== 'string' || !isAddressForNamespace(recipient.trim(), network.chainNamespace))
    throw invalid(SEND_ERRORS.INVALID_ADDRESS)
  const decimals = token?.decimals ?? network.nativeCurrency.decimals
  let units: bigint
  try {
    if (typeof amount !== 'string' || !DECIMAL.test(amount)) throw new Error('not a decimal')
    units = parseUnits(amount, decimals)
  } catch {
    throw invalid(SEND_ERRORS.INVALID_AMOUNT)
  }
  if (units <= 0n || units >= 2n ** 256n) throw invalid(SEND_ERRORS.INVALID_AMOUNT)
  return {
    network,
    recipient: recipient.trim(),
    amount,
    units,
    ...(token ? { token } : {}),
    symbol: token?.symbol ?? network.nativeCurrency.symbol,
  }
}

/** The payment as a wallet request, built by the same rule as Send's. */
export function payTransaction(pay: CheckedPay): SendTransactionRequest {
  const { token } = pay
  const asset = token ? { address: token.address, decimals: token.decimals } : undefined
  return transferRequest(pay.network.chainNamespace, pay.recipient, pay.units, asset)
}

/** The asset among the account's balances, when the portfolio lists it. */
export function heldAsset(pay: CheckedPay, balances: readonly TokenBalance[]): TokenBalance | undefined {
  const contract = pay.token?.address.toLowerCase()
  return balances.find((b) => {
    const own = tokenContract(b)?.toLowerCase()
    return contract ? own === contract : own === undefined && b.symbol === pay.symbol
  })
}

/**
 * 'Insufficient balance' when the account's balances are known and hold less than the amount (a
 * token they do not list is held at zero); unknown balances pass, and the wallet is the judge.
 */
export function payProblem(
  pay: CheckedPay,
  balances: readonly TokenBalance[] | undefined,
): string | undefined {
  if (!balances) return undefined
  const held = heldAsset(pay, balances)
  try {
    const units = held ? tokenBalanceUnits(held) : 0n
    return units < pay.units ? SEND_ERRORS.INSUFFICIENT_BALANCE : undefined
  } catch {
    return undefined
  }
}
