// Response shapes of the services (spec sections 3 and 7).

export interface WalletListing {
  id: string
  name: string
  image_id?: string
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  chains?: string[]
  badge?: string | null
}

// Token balances use the account state's TokenBalance (connection/accounts), one shape for both.

export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: { name?: string; content?: { preview?: { url: string } }; flags?: { is_spam: boolean } }
  direction?: string
  quantity: { numeric: string }
}

export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    hash?: string
    nonce?: number
  }
  transfers?: TransactionTransfer[]
  /** Allowances the account gave (an `approve` transaction): the token, and the amount unless unlimited. */
  approvals?: TransactionApproval[]
}

export interface TransactionApproval {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  quantity?: { numeric: string }
  unlimited?: boolean
}

export interface Identity {
  name: string | null
  avatar: string | null
}

export interface NameProfile {
  name: string
  registered?: number
  updated?: number
  addresses: Record<string, { address: string }>
  attributes?: Record<string, string>
}

export interface NameRegistration {
  coin_type: number
  address: string
  /** JSON text: { name, attributes, timestamp (seconds) }. */
  message: string
  signature: string
}

export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 id; the native currency's address is 0xeeee…eeee. */
  address: string
  decimals: number
  logoUri: string
  /** USD price, 0 when unknown. */
  price?: number
  eip2612?: boolean
}

/** A quote of `/v1/convert/quotes`: amounts, gas and wei as decimal text in base units. */
export interface SwapQuote {
  fromAmount: string
  toAmount: string
  /** Token addresses the route crosses. */
  path?: string[]
  /** Percent worse than the pools' mid price, the pools' fee left out. */
  priceImpact?: number
  fee?: { percent: number; amount: string; token: string }
  gas?: string
  gasPrice?: string
  /** gas * gasPrice, in wei of the native currency. */
  networkCost?: string
}

/** What `/v1/convert/gas-price` answers: wei per gas as decimal text, by how soon it should be mined. */
export interface GasPrices {
  standard: string
  fast: string
  instant: string
}

/** What `/v1/convert/build-transaction` answers: the router call and the bound it carries. */
export interface BuiltSwap {
  tx: SwapTransaction
  toAmount?: string
  amountOutMin?: string
}

export interface SwapTransaction {
  from: string
  to: string
  data: string
  value: string
  gas?: string
  gasPrice?: string
}

export interface OnRampCurrency {
  id: string
  symbol?: string
  name?: string
  networks?: Array<{ name: string; display_name: string; chain_id: string; contract_address: string }>
  payment_method_limits?: Array<{ id: string; min: string; max: string }>
}

export interface OnRampOptions {
  paymentCurrencies: OnRampCurrency[]
  purchaseCurrencies: OnRampCurrency[]
}

export interface Amount {
  amount: string
  currency: string
}

export interface OnRampQuote {
  paymentTotal: Amount
  paymentSubtotal: Amount
  purchaseAmount: Amount
  providerFee: Amount
  networkFee: Amount
  quoteId: string
  /** True when the service failed and this is a local estimate. */
  mock?: boolean
}

export interface SmartSession {
  pci: string
  [field: string]: unknown
}
