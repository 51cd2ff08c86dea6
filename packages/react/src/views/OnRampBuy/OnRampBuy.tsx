import { type Amount, getAccount, getNetwork, type LatchState, type OnRampQuote } from '@latch/core'
import {
  describeTransaction,
  getOnRampState,
  ONRAMP_PROVIDER,
  openProviderWindow,
  paymentMethodsOf,
  serviceImageUrls,
} from '@latch/core/internal'
import { type FormEvent, Fragment, useEffect, useId, useMemo } from 'react'
import { AmountInput } from '../../components/AmountInput'
import { WalletIcon } from '../../components/ListRow'
import { Ltr, OwnDirection } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useLocaleChanged } from '../../hooks/useLocaleChanged'
import type { MessageKey } from '../../i18n/messages'
import { moneyText } from '../../i18n/money'
import { type Translate, useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import '../../styles/portfolio.css'

const selectBuy = (state: LatchState) => ({
  onramp: getOnRampState(state),
  network: getNetwork(state).caipNetwork,
  account: getAccount(state).address || '',
})

/** How many past purchases the form lists under it. */
const RECENT_PURCHASES = 3

/** The quote as label and value pairs; the flagged estimate cannot tell what is bought. */
function quoteRows(quote: OnRampQuote, symbol: string, t: Translate): Array<[string, string]> {
  const amountText = (amount: Amount) => moneyText(amount.amount, amount.currency, t.locale)
  const bought = quote.mock
    ? t("{symbol} at the provider's rate", { symbol })
    : amountText(quote.purchaseAmount)
  return [
    [t('You get'), bought],
    [t('Provider fee'), amountText(quote.providerFee)],
    [t('Network fee'), amountText(quote.networkFee)],
    [t('Total'), amountText(quote.paymentTotal)],
  ]
}

const METHOD_NAMES: Record<string, MessageKey> = { card: 'Card', ach_bank_account: 'Bank transfer' }

/** Buy: provider, amount, currency and method, with the quote; Buy opens the provider's window. */
export default function OnRampBuy() {
  const { client } = useLatchRuntime()
  const { onramp, network, account } = useLatchState(selectBuy)
  const ids = useId()
  const t = useT()

  useEffect(() => {
    void client.onramp
      .loadOptions()
      .then(() => client.onramp.fetchQuote())
      .catch(() => {})
    // Past purchases come from the history's `onramp` filter; without them the form still works.
    void client.onramp.fetchPurchases().catch(() => {})
  }, [client])
  // The amount typed is read in the new locale: it is judged and quoted again as read.
  useLocaleChanged(() => void client.onramp.fetchQuote().catch(() => {}))
  const purchases = useMemo(
    () =>
      onramp.purchases
        .slice(0, RECENT_PURCHASES)
        .map((transaction) => describeTransaction(transaction, { account, locale: t.locale })),
    [onramp.purchases, account, t.locale],
  )

  const { form, options, quote } = onramp
  // Until the options arrive, the form's own choices are the only ones listed.
  const currencies = options.value?.paymentCurrencies.map((currency) => currency.id) ?? [form.paymentCurrency]
  const listed = paymentMethodsOf(options.value, form.paymentCurrency)
  const methods = listed.length > 0 ? listed : [form.paymentMethod]
  const symbol = network?.nativeCurrency.symbol ?? ''
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // Opened in the click itself, so no pop-up blocker stops it; core gives it its address.
    void client.onramp.buy(openProviderWindow())
  }

  return (
    <form className="latch-form" onSubmit={onSubmit} noValidate aria-busy={options.status === 'loading'}>
      <dl className="latch-summary">
        <div>
          <dt>{t('Provider')}</dt>
          <dd>{ONRAMP_PROVIDER.name}</dd>
        </div>
        <div>
          <dt>{t('You buy')}</dt>
          <dd>
            {network
              ? t('{symbol} on {network}', { symbol, network: network.name })
              : t('{symbol} on this network', { symbol })}
          </dd>
        </div>
      </dl>
      {options.fallback && (
        <p className="latch-muted latch-small" role="status">
          {t("The provider's currency list could not be loaded: showing the default currencies.")}
        </p>
      )}
      <div className="latch-field">
        <label className="latch-field-label" htmlFor={`${ids}-amount`}>
          {t('Amount')}
        </label>
        <div className="latch-field-row">
          <AmountInput
            id={`${ids}-amount`}
            placeholder="0.00"
            value={form.amount}
            invalid={!!quote.problem}
            describedBy={quote.problem ? `${ids}-problem` : undefined}
            onChange={(amount) => void client.onramp.setBuyForm({ amount })}
          />
          <WalletIcon
            name={form.paymentCurrency}
            src={serviceImageUrls(client.options.servicesUrl, client.options.projectId)?.currency(
              form.paymentCurrency,
            )}
          />
          <select
            aria-label={t('Currency')}
            className="latch-select"
            value={form.paymentCurrency}
            onChange={(event) => void client.onramp.setBuyForm({ paymentCurrency: event.target.value })}
          >
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="latch-field">
        <label className="latch-field-label" htmlFor={`${ids}-method`}>
          {t('Pay with')}
        </label>
        <select
          id={`${ids}-method`}
          className="latch-select"
          value={form.paymentMethod}
          onChange={(event) => void client.onramp.setBuyForm({ paymentMethod: event.target.value })}
        >
          {methods.map((method) => (
            <option key={method} value={method}>
              {METHOD_NAMES[method] ? t(METHOD_NAMES[method]) : method}
            </option>
          ))}
        </select>
      </div>
      {quote.problem && (
        <p id={`${ids}-problem`} className="latch-error-text" role="alert">
          {t.text(quote.problem)}
        </p>
      )}
      {!quote.problem && quote.value && (
        <dl className="latch-summary" aria-live="polite" aria-busy={quote.status === 'loading'}>
          {quoteRows(quote.value, symbol, t).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                <OwnDirection>{value}</OwnDirection>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {quote.value?.mock && !quote.problem && (
        <p className="latch-muted latch-small" role="status">
          {t("Estimate only: the provider's quote is unavailable right now.")}
        </p>
      )}
      {onramp.error && (
        <p className="latch-error-text" role="alert">
          {t.text(onramp.error)}
        </p>
      )}
      <button
        type="submit"
        className="latch-primary"
        disabled={onramp.starting || !!quote.problem}
        {...reach('OnRampProgress')}
      >
        {onramp.starting ? t('Opening provider…') : t('Buy with {name}', { name: ONRAMP_PROVIDER.name })}
      </button>
      <p className="latch-muted latch-small">
        {t('The provider opens in a new window. No real payment: it is a sandbox.')}
      </p>
      {purchases.length > 0 && (
        <section aria-labelledby={`${ids}-purchases`}>
          <h3 id={`${ids}-purchases`} className="latch-day">
            {t('Your recent purchases')}
          </h3>
          <dl className="latch-summary">
            {purchases.map((purchase) => (
              <div key={purchase.id}>
                <dt>
                  {purchase.minedAt?.toLocaleDateString(t.locale === 'en' ? 'en-US' : t.locale, {
                    month: 'short',
                    day: 'numeric',
                  }) ?? t('Bought')}
                </dt>
                <dd>
                  {purchase.amounts.map((amount, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a purchase's amounts are fixed and may repeat
                    <Fragment key={index}>
                      {index > 0 && ', '}
                      <Ltr>{amount}</Ltr>
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </form>
  )
}
