import { formatDigits, type SwapQuote, type SwapToken } from '@latch/core'
import {
  exchangeRate,
  HIGH_PRICE_IMPACT,
  minimumReceived,
  networkCostUsd,
  SWAP_SLIPPAGE_TOLERANCE,
  swapAmountText,
} from '@latch/core/internal'
import { usdText } from '../i18n/money'
import { useT } from '../i18n/useT'
import { Ltr } from './Ltr'

export interface SwapDetailsProps {
  quote: SwapQuote
  from: SwapToken
  to: SwapToken
  /** The quote's network cost in wei (core's getSwapNetworkCost); unknown when undefined. */
  networkCost: bigint | undefined
  /** The native currency's symbol, decimals and USD price, for the network cost. */
  native: { symbol: string; decimals: number; price?: number }
}

/** The quote's figures: rate, price impact, network cost, slippage and the least received. */
export function SwapDetails({ quote, from, to, networkCost, native }: SwapDetailsProps) {
  const usd =
    networkCost === undefined ? undefined : networkCostUsd(networkCost, native.decimals, native.price)
  const impact = quote.priceImpact ?? 0
  const t = useT()
  const least = formatDigits(
    swapAmountText(minimumReceived(BigInt(quote.toAmount), SWAP_SLIPPAGE_TOLERANCE), to.decimals),
    t.locale,
  )
  return (
    <dl className="latch-summary">
      <div>
        <dt>{t('Rate')}</dt>
        <dd>
          <Ltr>
            1 {from.symbol} = {formatDigits(exchangeRate(quote, from, to), t.locale)} {to.symbol}
          </Ltr>
        </dd>
      </div>
      <div>
        <dt>{t('Price impact')}</dt>
        <dd className={impact >= HIGH_PRICE_IMPACT ? 'latch-swap-warning' : undefined}>
          {impact.toFixed(2)}%
        </dd>
      </div>
      <div>
        <dt>{t('Network cost')}</dt>
        <dd>
          {networkCost !== undefined ? (
            <Ltr>
              {formatDigits(swapAmountText(networkCost, native.decimals), t.locale)} {native.symbol}
            </Ltr>
          ) : (
            t('Unknown')
          )}
          {/* Dollars in the locale's own form, as everywhere else; below a cent says so. */}
          {usd !== undefined && ` (${usd < 0.01 ? '<' : '~'}${usdText(Math.max(usd, 0.01), t.locale)})`}
        </dd>
      </div>
      <div>
        <dt>{t('Max. slippage')}</dt>
        <dd>{SWAP_SLIPPAGE_TOLERANCE}%</dd>
      </div>
      <div>
        <dt>{t('Minimum received')}</dt>
        <dd>
          <Ltr>
            {least} {to.symbol}
          </Ltr>
        </dd>
      </div>
    </dl>
  )
}
