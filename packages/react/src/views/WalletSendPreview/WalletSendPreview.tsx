import {
  formatBalance,
  formatDigits,
  getNetwork,
  getSendDraft,
  type LatchState,
  type NetworkFee,
  toDecimal,
} from '@latch/core'
import { Big, sendErrorMessage, writeLocaleDecimal } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { Ltr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { shortenAddress } from '../../utils/address'

const selectPreview = (state: LatchState) => ({
  draft: state.send,
  network: getNetwork(state).caipNetwork,
  // The amount as the rules read it ('1,5' typed in German is 1.5), shown the locale's way below.
  amount: getSendDraft(state).amount,
  // A receiver typed as a name is sent to the address it resolved to.
  receiver: getSendDraft(state).receiver,
})

type Fee = { status: 'loading' } | { status: 'ready'; fee: NetworkFee } | { status: 'error'; message: string }

/** Fees are often below the 3-decimal balance display, so they keep 3 significant digits instead. */
function feeText(fee: NetworkFee, symbol: string, locale: string): string {
  const value = toDecimal(fee.formatted)
  const shown = value.gte(1)
    ? formatBalance(value, undefined, locale)
    : formatDigits(value.prec(3, Big.roundUp), locale)
  return `${shown} ${symbol}`
}

/** Review of a send: amount, receiver, network and fee; then the wallet request. */
export default function WalletSendPreview() {
  const { client } = useLatchRuntime()
  const { draft, network, amount, receiver } = useLatchState(selectPreview)
  const [fee, setFee] = useState<Fee>({ status: 'loading' })
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  const t = useT()

  useEffect(() => {
    let live = true
    client.send.estimateSendFee().then(
      (estimate) => live && setFee({ status: 'ready', fee: estimate }),
      (reason: unknown) => live && setFee({ status: 'error', message: sendErrorMessage(reason) }),
    )
    return () => {
      live = false
    }
  }, [client])

  const { token } = draft
  // The review shows both the name and the address it resolved to.
  const name =
    draft.receiverName?.status === 'resolved' && draft.receiverName.address === receiver
      ? draft.receiverName.name
      : undefined
  if (!token || !amount || !receiver) {
    return (
      <EmptyState
        heading={t('Nothing to send')}
        action={{ label: t('Back to the form'), onClick: () => client.router.back() }}
      />
    )
  }

  const onSend = () => {
    setSending(true)
    setError(undefined)
    client.send.confirmSend().then(
      () => {
        client.showToast('Transaction sent', 'success')
        client.router.reset('Account')
      },
      (reason: unknown) => {
        // The draft stays as it was: the visitor may send again or go back and change it.
        setError(sendErrorMessage(reason))
        setSending(false)
      },
    )
  }

  const symbol = network?.nativeCurrency.symbol ?? ''
  return (
    <div className="latch-form">
      <p className="latch-send-amount">
        {/* Every digit of what is sent, written the locale's way: in German '1.000', read as 1, shows as 1,000. */}
        <Ltr>
          {writeLocaleDecimal(amount, t.locale)} {token.symbol}
        </Ltr>
      </p>
      <dl className="latch-summary">
        <div>
          <dt>{t('To')}</dt>
          <dd title={receiver}>
            <Ltr>{name ? `${name} (${shortenAddress(receiver)})` : shortenAddress(receiver)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('Network')}</dt>
          <dd>{network?.name ?? t('Unknown')}</dd>
        </div>
        <div>
          <dt>{t('Network fee')}</dt>
          <dd aria-live="polite">
            {fee.status === 'loading' && t('Estimating…')}
            {fee.status === 'ready' && <Ltr>{feeText(fee.fee, symbol, t.locale)}</Ltr>}
            {fee.status === 'error' && <span className="latch-error-text">{t('Unavailable')}</span>}
          </dd>
        </div>
      </dl>
      {fee.status === 'error' && <p className="latch-muted latch-small">{t.text(fee.message)}</p>}
      {error && (
        <p className="latch-error-text" role="alert">
          {t.text(error)}
        </p>
      )}
      <div className="latch-actions">
        <button
          type="button"
          className="latch-secondary"
          onClick={() => client.router.back()}
          disabled={sending}
        >
          {t('Cancel')}
        </button>
        <button type="button" className="latch-primary" onClick={onSend} disabled={sending}>
          {sending ? t('Confirm in wallet…') : t('Send')}
        </button>
      </div>
    </div>
  )
}
