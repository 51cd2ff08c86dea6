import { getNetwork, type LatchState } from '@latch/core'
import { getOnRampState, isOrderSettled, ONRAMP_PROVIDER } from '@latch/core/internal'
import { Ltr, OwnDirection } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import type { MessageKey } from '../../i18n/messages'
import { moneyText } from '../../i18n/money'
import { useT } from '../../i18n/useT'
import '../../styles/onramp.css'
import '../../styles/portfolio.css'
import { shortenAddress } from '../../utils/address'

const selectProgress = (state: LatchState) => ({
  order: getOnRampState(state).order,
  explorer: getNetwork(state).caipNetwork?.blockExplorers?.default.url,
})

const STEPS = {
  created: 'Complete the payment in the {name} window.',
  paid: 'Payment received. Sending the funds…',
  sending: 'Payment received. Sending the funds…',
  completed: 'The funds arrived in your wallet.',
  failed: 'The provider could not send the funds.',
} as const satisfies Record<string, MessageKey>

/** The order while the provider's window is open: waiting for payment, sending, done. */
export default function OnRampProgress() {
  const { client } = useLatchRuntime()
  const { order, explorer } = useLatchState(selectProgress)
  const t = useT()

  if (!order) {
    return (
      <div className="latch-empty">
        <p className="latch-heading">{t('No purchase in progress')}</p>
        <button type="button" className="latch-secondary" onClick={() => client.router.reset('Account')}>
          {t('Back to account')}
        </button>
      </div>
    )
  }
  const amount = order.purchaseAmount.amount
    ? moneyText(order.purchaseAmount.amount, order.purchaseAmount.currency, t.locale)
    : ''
  const txUrl =
    explorer && order.transactionHash
      ? `${explorer.replace(/\/+$/, '')}/tx/${order.transactionHash}`
      : undefined
  const settled = isOrderSettled(order.status)
  return (
    <div className="latch-form">
      <div className="latch-onramp-head">
        {!settled && (
          <span className="latch-waiting" aria-hidden="true">
            <span className="latch-spinner" />
          </span>
        )}
        {amount && (
          <p className="latch-send-amount">
            <OwnDirection>{amount}</OwnDirection>
          </p>
        )}
        <p
          className={order.status === 'failed' ? 'latch-error-text' : 'latch-heading'}
          role="status"
          aria-live="polite"
          data-status={order.status}
        >
          {order.status === 'failed' && order.failure
            ? t.text(order.failure)
            : t(STEPS[order.status], { name: ONRAMP_PROVIDER.name })}
        </p>
      </div>
      <dl className="latch-summary">
        <div>
          <dt>{t('Paying')}</dt>
          <dd>
            <OwnDirection>
              {moneyText(order.paymentTotal.amount, order.paymentTotal.currency, t.locale)}
            </OwnDirection>
          </dd>
        </div>
        <div>
          <dt>{t('To')}</dt>
          <dd title={order.address}>
            <Ltr>{shortenAddress(order.address)}</Ltr>
          </dd>
        </div>
        {order.transactionHash && (
          <div>
            <dt>{t('Transaction')}</dt>
            <dd title={order.transactionHash}>
              {txUrl ? (
                <a className="latch-link" href={txUrl} target="_blank" rel="noopener noreferrer">
                  <Ltr>{shortenAddress(order.transactionHash)}</Ltr>
                </a>
              ) : (
                <Ltr>{shortenAddress(order.transactionHash)}</Ltr>
              )}
            </dd>
          </div>
        )}
      </dl>
      {order.status === 'created' && (
        <a className="latch-link latch-small" href={order.url} target="_blank" rel="noopener noreferrer">
          {t('Open the {name} window again', { name: ONRAMP_PROVIDER.name })}
        </a>
      )}
      <div className="latch-actions">
        {order.status === 'failed' && (
          <button
            type="button"
            className="latch-secondary"
            onClick={() => void client.onramp.resetOrder().then(() => client.router.back())}
          >
            {t('Try again')}
          </button>
        )}
        <button type="button" className="latch-primary" onClick={() => client.router.reset('Account')}>
          {settled ? t('Back to account') : t('Continue in the background')}
        </button>
      </div>
    </div>
  )
}
