import {
  formatDigits,
  getCurrentQuote,
  getSwapDraft,
  getSwapNetworkCost,
  getSwapProblem,
  getSwapState,
  type LatchState,
} from '@latch/core'
import {
  isNativeSwapToken,
  needsApproval,
  swapAmountText,
  swapErrorMessage,
  writeLocaleDecimal,
} from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { Ltr, withLtr } from '../../components/Ltr'
import { SwapDetails } from '../../components/SwapDetails'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import '../../styles/swap.css'

const selectPreview = (state: LatchState) => ({
  draft: getSwapDraft(state),
  quote: getCurrentQuote(state),
  networkCost: getSwapNetworkCost(state),
  problem: getSwapProblem(state),
  tokens: getSwapState(state).tokens.items,
  native: state.networks.active.eip155?.nativeCurrency,
})

/** Review of a swap: what is paid and received at the current quote; then approve if needed, and swap. */
export default function SwapPreview() {
  const { client } = useLatchRuntime()
  const { draft, quote, networkCost, problem, tokens, native } = useLatchState(selectPreview)
  const [busy, setBusy] = useState<'approve' | 'swap'>()
  const [error, setError] = useState<string>()
  const t = useT()

  // The quote stays fresh while the review is shown.
  useEffect(() => {
    void client.swap.open()
    return () => void client.swap.close()
  }, [client])

  const { from, to } = draft
  if (!from || !to || !draft.amount) {
    return (
      <EmptyState
        heading={t('Nothing to swap')}
        action={{ label: t('Back to the form'), onClick: () => client.router.back() }}
      />
    )
  }

  // The amount as the rules read it ('1,5' typed in German is 1.5), written back the locale's way
  // with every digit typed, as Send's review writes it.
  const paid = `${writeLocaleDecimal(draft.amount, t.locale)} ${from.symbol}`
  const ready = quote?.status === 'ready' ? quote : undefined
  const failed = quote?.status === 'error' ? quote : undefined
  const approval = ready
    ? needsApproval(from.address, BigInt(ready.quote.fromAmount), ready.allowance)
    : false
  const run = (step: 'approve' | 'swap') => {
    setBusy(step)
    setError(undefined)
    const done = step === 'approve' ? client.swap.approve() : client.swap.confirmSwap()
    done.then(
      () => {
        setBusy(undefined)
        if (step === 'swap') client.router.reset('Account')
      },
      (reason: unknown) => {
        // The draft stays as it was: the visitor may try again or go back and change it.
        setError(swapErrorMessage(reason))
        setBusy(undefined)
      },
    )
  }

  return (
    <div className="latch-form">
      <dl className="latch-summary">
        <div>
          <dt>{t('You pay')}</dt>
          <dd>
            <Ltr>{paid}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('You receive')}</dt>
          <dd aria-live="polite">
            {ready ? (
              <Ltr>
                ≈ {formatDigits(swapAmountText(ready.quote.toAmount, to.decimals), t.locale)} {to.symbol}
              </Ltr>
            ) : failed ? (
              t('Unknown')
            ) : (
              t('Fetching quote…')
            )}
          </dd>
        </div>
      </dl>
      {ready && (
        <SwapDetails
          quote={ready.quote}
          from={from}
          to={to}
          networkCost={networkCost}
          native={{
            symbol: native?.symbol ?? 'ETH',
            decimals: native?.decimals ?? 18,
            price: tokens.find((t) => isNativeSwapToken(t.address))?.price,
          }}
        />
      )}
      {approval && (
        <p className="latch-muted latch-small">
          {withLtr(t('First allow the exchange to spend {amount}; then the swap.'), { amount: paid })}
        </p>
      )}
      {(error ?? problem ?? failed?.error) && (
        <p className="latch-error-text" role="alert">
          {t.text(error ?? problem ?? failed?.error ?? '')}
        </p>
      )}
      {failed?.retryable && !error && !problem && (
        <button type="button" className="latch-secondary" onClick={() => void client.swap.refreshQuote()}>
          {t('Try again')}
        </button>
      )}
      <div className="latch-actions">
        <button
          type="button"
          className="latch-secondary"
          onClick={() => client.router.back()}
          disabled={busy !== undefined}
        >
          {t('Cancel')}
        </button>
        {approval ? (
          <button
            type="button"
            className="latch-primary"
            onClick={() => run('approve')}
            disabled={busy !== undefined || Boolean(problem)}
          >
            {busy === 'approve' ? t('Approving…') : t('Approve {symbol}', { symbol: from.symbol })}
          </button>
        ) : (
          <button
            type="button"
            className="latch-primary"
            onClick={() => run('swap')}
            disabled={busy !== undefined || !ready || Boolean(problem)}
          >
            {busy === 'swap' ? t('Confirm in wallet…') : t('Swap')}
          </button>
        )}
      </div>
    </div>
  )
}
