import {
  FEATURE_ERRORS,
  formatBalance,
  formatDigits,
  getCurrentQuote,
  getSwapDraft,
  getSwapNetwork,
  getSwapNetworkCost,
  getSwapProblem,
  getSwapState,
  isQuotePending,
  type LatchState,
  type SwapToken,
} from '@latch/core'
import {
  editSwapDraft,
  flipSwapTokens,
  isNativeSwapToken,
  isSwapAmountProblem,
  swapAmountText,
} from '@latch/core/internal'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { AmountInput } from '../../components/AmountInput'
import { EmptyState } from '../../components/EmptyState'
import { WalletIcon } from '../../components/ListRow'
import { withLtr } from '../../components/Ltr'
import { SwapDetails } from '../../components/SwapDetails'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useLocaleChanged } from '../../hooks/useLocaleChanged'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import '../../styles/portfolio.css'
import '../../styles/swap.css'

const selectSwap = (state: LatchState) => ({
  network: getSwapNetwork(state),
  swap: getSwapState(state),
  draft: getSwapDraft(state),
  quote: getCurrentQuote(state),
  networkCost: getSwapNetworkCost(state),
  problem: getSwapProblem(state),
  pending: isQuotePending(state),
  native: state.networks.active.eip155?.nativeCurrency,
})

/** Swap: from and to tokens with the balance, the amount, and the quote as it follows the typing. */
export default function Swap() {
  const { client } = useLatchRuntime()
  const { network, swap, draft, quote, networkCost, problem, pending, native } = useLatchState(selectSwap)
  const ids = useId()
  const t = useT()
  // Pressing Review with no amount is what makes an empty amount an error ('Required').
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    if (!network) return
    void client.swap.open()
    void client.portfolio.fetchBalances()
    return () => void client.swap.close()
  }, [client, network])
  // The amount typed is read in the new locale: its quote follows it.
  useLocaleChanged(() => void client.swap.draftChanged())

  if (!network) {
    return (
      <EmptyState
        alert
        heading={t.text(FEATURE_ERRORS.SWAPS_NETWORK_UNSUPPORTED)}
        text={t('Switch to a network with swaps to trade tokens.')}
      />
    )
  }
  if (swap.tokens.status === 'error') {
    return (
      <EmptyState
        alert
        heading={t('Tokens unavailable')}
        {...(swap.tokens.error ? { text: t.text(swap.tokens.error) } : {})}
        action={{ label: t('Try again'), onClick: () => void client.swap.open() }}
      />
    )
  }

  if (swap.tokens.status === 'ready' && swap.tokens.items.length < 2) {
    return (
      <EmptyState
        heading={t('No tokens to swap here')}
        text={t('This network has no pools to trade through yet.')}
      />
    )
  }

  const { from, to } = draft
  const pick = (side: 'from' | 'to') => client.router.push('SwapSelectToken', { side })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!problem && quote?.status === 'ready') client.router.push('SwapPreview')
  }
  // The balance check waits for a quote: typing is not an error until there is something to swap.
  const shownProblem = draft.amount || submitted ? problem : undefined
  const amountProblem = isSwapAmountProblem(shownProblem, draft) ? shownProblem : undefined
  const received =
    quote?.status === 'ready' && to
      ? formatDigits(swapAmountText(quote.quote.toAmount, to.decimals), t.locale)
      : undefined

  return (
    <form className="latch-form" onSubmit={onSubmit} noValidate aria-busy={swap.tokens.status === 'loading'}>
      <div className="latch-swap-side">
        <label className="latch-field-label" htmlFor={`${ids}-amount`}>
          {t('You pay')}
        </label>
        <div className="latch-field-row">
          <AmountInput
            id={`${ids}-amount`}
            value={swap.amount ?? ''}
            invalid={!!amountProblem}
            describedBy={amountProblem ? `${ids}-balance ${ids}-problem` : `${ids}-balance`}
            onChange={(amount) => editSwapDraft(client, { amount })}
          />
          <TokenButton token={from} side="from" onClick={() => pick('from')} />
        </div>
        <span id={`${ids}-balance`} className="latch-muted latch-small">
          {from
            ? withLtr(t('Balance: {amount}'), {
                amount: `${draft.balance === undefined ? '…' : formatBalance(draft.balance, undefined, t.locale)} ${from.symbol}`,
              })
            : t('Select a token')}
        </span>
      </div>
      <button
        type="button"
        className="latch-secondary latch-swap-flip"
        aria-label={t('Switch tokens')}
        onClick={() => flipSwapTokens(client)}
      >
        ⇅
      </button>
      <div className="latch-swap-side">
        <span className="latch-field-label" id={`${ids}-receive`}>
          {t('You receive')}
        </span>
        <div className="latch-field-row">
          <output
            className="latch-swap-out"
            aria-labelledby={`${ids}-receive`}
            aria-live="polite"
            aria-busy={pending || undefined}
          >
            {received ??
              (pending ? (
                <span className="latch-swap-pending">
                  <span className="latch-spinner" aria-hidden="true" />
                  {t('Fetching quote…')}
                </span>
              ) : (
                // Nothing quoted (no amount yet, or its quote failed): a placeholder, not a figure.
                <span className="latch-muted" aria-hidden="true">
                  —
                </span>
              ))}
          </output>
          <TokenButton token={to} side="to" onClick={() => pick('to')} />
        </div>
      </div>
      {quote?.status === 'ready' && from && to && (
        <SwapDetails
          quote={quote.quote}
          from={from}
          to={to}
          networkCost={networkCost}
          native={{
            symbol: native?.symbol ?? 'ETH',
            decimals: native?.decimals ?? 18,
            price: swap.tokens.items.find((t) => isNativeSwapToken(t.address))?.price,
          }}
        />
      )}
      {quote?.status === 'error' && (
        <div className="latch-field-row" role="alert">
          <p className="latch-error-text">{t.text(quote.error)}</p>
          {quote.retryable && (
            <button type="button" className="latch-secondary" onClick={() => void client.swap.refreshQuote()}>
              {t('Try again')}
            </button>
          )}
        </div>
      )}
      {shownProblem && quote?.status !== 'error' && (
        <p id={`${ids}-problem`} className="latch-error-text" role="alert">
          {t.text(shownProblem)}
        </p>
      )}
      <button
        type="submit"
        className="latch-primary"
        disabled={Boolean(shownProblem) || (Boolean(draft.amount) && quote?.status !== 'ready')}
        {...reach('SwapPreview')}
      >
        {t('Review swap')}
      </button>
    </form>
  )
}

function TokenButton({
  token,
  side,
  onClick,
}: {
  token: SwapToken | undefined
  side: 'from' | 'to'
  onClick(): void
}) {
  const t = useT()
  return (
    <button
      type="button"
      {...reach('SwapSelectToken')}
      className="latch-swap-token"
      aria-label={
        side === 'from'
          ? token
            ? t('{symbol}: change the token to pay with', { symbol: token.symbol })
            : t('Select the token to pay with')
          : token
            ? t('{symbol}: change the token to receive', { symbol: token.symbol })
            : t('Select the token to receive')
      }
      onClick={onClick}
    >
      {token && <WalletIcon name={token.symbol} src={token.logoUri} />}
      {token?.symbol ?? t('Select')}
    </button>
  )
}
