import { getAccount, getNetwork, type LatchState, tokenQuantityText } from '@latch/core'
import { heldAsset, payProblem } from '@latch/core/internal'
import { useEffect } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { Ltr, withLtr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { shortenAddress } from '../../utils/address'

const selectPay = (state: LatchState) => ({
  pay: state.pay,
  from: getAccount(state).address,
  active: getNetwork(state).caipNetwork?.caipNetworkId,
  // Undefined until fetched for this account: unknown, not empty.
  balances: state.networks.activeNamespace
    ? state.accounts[state.networks.activeNamespace]?.tokenBalance
    : undefined,
})

/** One payment a host asked for (client.pay): what, to whom, on which network; then the wallet. */
export default function Pay() {
  const { client } = useLatchRuntime()
  const { pay, from, active, balances } = useLatchState(selectPay)
  const t = useT()
  // The balance of what is paid, so a short one shows before the wallet is asked.
  useEffect(() => {
    if (from) client.portfolio.fetchBalances().catch(() => {})
  }, [client, from])
  if (!pay)
    return (
      <EmptyState
        heading={t('Nothing to pay')}
        action={{ label: t('Close'), onClick: () => client.close() }}
      />
    )

  const { request, status } = pay
  const switching = active !== request.network.caipNetworkId
  // The balances are the active network's: they say nothing of a payment on another one.
  const known = switching ? undefined : balances
  const held = known && heldAsset(request, known)
  const problem = payProblem(request, known)
  const busy = status === 'paying'
  const onPay = () => void client.confirmPay().catch(() => {})

  if (status === 'paid')
    return (
      <div className="latch-form">
        <p className="latch-send-amount">
          {withLtr(t('Paid {amount} {symbol}'), { amount: request.amount, symbol: request.symbol })}
        </p>
        <dl className="latch-summary">
          <div>
            <dt>{t('Transaction')}</dt>
            <dd title={pay.hash}>
              <code>
                <Ltr>{shortenAddress(pay.hash ?? '')}</Ltr>
              </code>
            </dd>
          </div>
        </dl>
        <div className="latch-actions">
          <button type="button" className="latch-primary" onClick={() => client.close()}>
            {t('Done')}
          </button>
        </div>
      </div>
    )

  return (
    <div className="latch-form">
      <p className="latch-send-amount">
        <Ltr>
          {request.amount} {request.symbol}
        </Ltr>
      </p>
      <dl className="latch-summary">
        <div>
          <dt>{t('To')}</dt>
          <dd title={request.recipient}>
            <Ltr>{shortenAddress(request.recipient)}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('From')}</dt>
          <dd title={from}>{from ? <Ltr>{shortenAddress(from)}</Ltr> : t('Not connected')}</dd>
        </div>
        <div>
          <dt>{t('Network')}</dt>
          <dd>{request.network.name}</dd>
        </div>
        {held && (
          <div>
            <dt>{t('Balance')}</dt>
            <dd>
              <Ltr>
                {tokenQuantityText(held, t.locale)} {held.symbol}
              </Ltr>
            </dd>
          </div>
        )}
      </dl>
      {switching && !busy && (
        <p className="latch-muted latch-small">
          {t('Your wallet will be asked to switch to {network} first.', { network: request.network.name })}
        </p>
      )}
      {(problem || (status === 'failed' && pay.error)) && (
        <p className="latch-error-text" role="alert">
          {t.text(problem ?? pay.error ?? '')}
        </p>
      )}
      <div className="latch-actions">
        <button type="button" className="latch-secondary" onClick={() => client.close()} disabled={busy}>
          {status === 'failed' ? t('Close') : t('Cancel')}
        </button>
        <button
          type="button"
          className="latch-primary"
          onClick={onPay}
          disabled={busy || problem !== undefined || status === 'failed'}
        >
          {busy ? t('Confirm in wallet…') : t('Pay')}
        </button>
      </div>
    </div>
  )
}
