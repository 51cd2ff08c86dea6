import {
  getNetwork,
  getSendDraft,
  getSendFieldMessages,
  getSendProblem,
  getTokenBalance,
  type LatchState,
  type ReceiverName,
  TOASTS,
  type TokenBalance,
  tokenQuantityText,
} from '@latch/core'
import {
  isSendSupported,
  receiverNameOf,
  SEND_ERRORS,
  sendErrorMessage,
  sendValueUsd,
  visibleTokens,
} from '@latch/core/internal'
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { AmountInput } from '../../components/AmountInput'
import { EmptyState } from '../../components/EmptyState'
import { Ltr, withLtr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useFormToast } from '../../hooks/useFormToast'
import { useLatchState } from '../../hooks/useLatchState'
import { usdText } from '../../i18n/money'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import '../../styles/portfolio.css'

const selectSend = (state: LatchState) => ({
  draft: state.send,
  tokens: getTokenBalance(state),
  tokensLoading: state.portfolio.tokens.status === 'loading',
  tokensRead: state.portfolio.tokens.status === 'ready',
  networkName: getNetwork(state).caipNetwork?.name ?? '',
  namespace: state.networks.activeNamespace,
  // What the amount is worth, exactly, as decimal text: read as the rules read it.
  value: sendValueUsd({ ...getSendDraft(state), price: state.send.price }),
})

const tokenKey = (token: TokenBalance) => token.address ?? `native:${token.chainId}`

// The spec's catalogue messages are toasts as well as the inline error.
const TOAST_PROBLEMS = new Set<string>([TOASTS.TOKEN_REQUIRED, TOASTS.AMOUNT_AND_RECEIVER_REQUIRED])
// Problems the amount and receiver fields say themselves, under the field rather than below the
// form (a name being resolved says so on its own line under the receiver).
const FIELD_PROBLEMS = new Set<string>([
  SEND_ERRORS.INVALID_ADDRESS,
  SEND_ERRORS.INVALID_AMOUNT,
  SEND_ERRORS.INSUFFICIENT_BALANCE,
  SEND_ERRORS.NAME_RESOLVING,
])

/** Send: pick a token, an amount (with Max) and a receiver, then review. */
export default function WalletSend() {
  const { client } = useLatchRuntime()
  const { draft, tokens, tokensLoading, tokensRead, networkName, namespace, value } =
    useLatchState(selectSend)
  const [error, setError] = useState<string>()
  // Field messages show from the first submit on, and follow the typing after it.
  const [submitted, setSubmitted] = useState(false)
  // Submitted while the typed name was resolving: the submit completes once it has resolved.
  const [awaitingName, setAwaitingName] = useState(false)
  const [filling, setFilling] = useState(false)
  const t = useT()
  const ids = useId()
  const options = useMemo(() => visibleTokens(tokens), [tokens])
  const supported = isSendSupported(namespace)
  const showFormToast = useFormToast([draft.token, draft.amount, draft.receiverAddress], () => {
    setError(undefined)
    setAwaitingName(false)
  })
  // Only a resolution of what is typed now is shown (the form may have been reset meanwhile).
  const typedName = receiverNameOf(draft.receiverAddress, namespace)
  const receiverName = draft.receiverName?.name === typedName ? draft.receiverName : undefined

  const submit = () => {
    const problem = getSendProblem(client.store.getState())
    setSubmitted(true)
    setAwaitingName(problem === SEND_ERRORS.NAME_RESOLVING)
    // What a field says under itself (a typed name's failed resolution too) is not said again below.
    const besideField =
      (problem !== undefined && FIELD_PROBLEMS.has(problem)) ||
      (receiverName?.status === 'error' && problem === receiverName.error)
    setError(besideField ? undefined : problem)
    if (problem && TOAST_PROBLEMS.has(problem)) showFormToast(problem)
    if (!problem) client.router.push('WalletSendPreview')
  }
  const nameSettled = receiverName !== undefined && receiverName.status !== 'resolving'
  // biome-ignore lint/correctness/useExhaustiveDependencies: the submit waits on the name alone
  useEffect(() => {
    if (awaitingName && nameSettled) submit()
  }, [awaitingName, nameSettled])

  useEffect(() => {
    if (supported) void client.portfolio.fetchBalances()
  }, [client, supported])

  // What the amount is worth: the chosen token is priced once it is chosen.
  const chosen = draft.token
  useEffect(() => {
    if (chosen) void client.send.priceSendToken()
  }, [client, chosen])

  if (!supported) {
    return (
      <EmptyState
        alert
        heading={t.text(SEND_ERRORS.UNSUPPORTED_NAMESPACE)}
        text={t('Switch to an eip155, solana or bip122 network to send.')}
      />
    )
  }

  // Balances read and nothing held: an empty picker would not say why nothing can be sent.
  if (tokensRead && options.length === 0 && !draft.token) {
    return (
      <EmptyState
        heading={t('No tokens to send on {network}', { network: networkName })}
        action={{ label: t('Receive'), onClick: () => client.router.push('WalletReceive') }}
      />
    )
  }

  const token = draft.token
  const fields = submitted ? getSendFieldMessages(client.store.getState()) : {}
  const receiverInvalid = !!fields.receiver || (submitted && receiverName?.status === 'error')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  const onMax = () => {
    setFilling(true)
    setError(undefined)
    client.send
      .fillMaxAmount()
      .catch((reason: unknown) => setError(sendErrorMessage(reason)))
      .finally(() => setFilling(false))
  }

  return (
    <form className="latch-form" onSubmit={onSubmit} noValidate>
      <div className="latch-field">
        <label className="latch-field-label" htmlFor={`${ids}-token`}>
          {t('Token')}
        </label>
        <select
          id={`${ids}-token`}
          className="latch-select"
          value={token ? tokenKey(token) : ''}
          onChange={(event) => {
            const chosen = options.find((option) => tokenKey(option) === event.target.value)
            client.send.setSendForm({ token: chosen })
          }}
        >
          <option value="">{tokensLoading ? t('Loading tokens…') : t('Select a token')}</option>
          {options.map((option) => (
            <option key={tokenKey(option)} value={tokenKey(option)}>
              {option.symbol} — {tokenQuantityText(option, t.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="latch-field">
        <label className="latch-field-label" htmlFor={`${ids}-amount`}>
          {t('Amount')}
        </label>
        <div className="latch-field-row">
          <AmountInput
            id={`${ids}-amount`}
            value={draft.amount ?? ''}
            invalid={!!fields.amount}
            describedBy={fields.amount ? `${ids}-amount-error` : undefined}
            onChange={(amount) => client.send.setSendForm({ amount })}
          />
          <button type="button" className="latch-secondary" onClick={onMax} disabled={!token || filling}>
            {t('Max')}
          </button>
        </div>
        {fields.amount && <FieldMessage id={`${ids}-amount-error`} message={fields.amount} />}
        {token && (
          <span className="latch-muted latch-small">
            {withLtr(t('Balance: {amount}'), {
              amount: `${tokenQuantityText(token, t.locale)} ${token.symbol}`,
            })}
          </span>
        )}
        {value !== undefined && (
          <span className="latch-muted latch-small" data-testid="send-value" aria-live="polite">
            {t('Worth {value}', { value: usdText(value, t.locale) })}
          </span>
        )}
      </div>
      <div className="latch-field">
        <label className="latch-field-label" htmlFor={`${ids}-to`}>
          {t('Receiver address')}
        </label>
        <input
          id={`${ids}-to`}
          className="latch-input latch-ltr-value"
          autoComplete="off"
          spellCheck={false}
          placeholder={namespace === 'solana' ? t('Solana address') : t('0x… address or name.latch.id')}
          value={draft.receiverAddress ?? ''}
          aria-invalid={receiverInvalid || undefined}
          aria-describedby={receiverName ? `${ids}-to-name` : fields.receiver ? `${ids}-to-error` : undefined}
          onChange={(event) => client.send.setSendForm({ receiverAddress: event.target.value })}
          // A pasted address leaves the field scrolled to its end; away from it, its start shows.
          onBlur={(event) => {
            event.currentTarget.scrollLeft = 0
          }}
        />
        {receiverName && <ReceiverNameLine id={`${ids}-to-name`} resolution={receiverName} />}
        {fields.receiver && <FieldMessage id={`${ids}-to-error`} message={fields.receiver} />}
      </div>
      {error && (
        <p className="latch-error-text" role="alert">
          {t.text(error)}
        </p>
      )}
      <button type="submit" className="latch-primary" {...reach('WalletSendPreview')}>
        {t('Review send')}
      </button>
    </form>
  )
}

/** A field's own message, read out with the field it describes. */
function FieldMessage({ id, message }: { id: string; message: string }) {
  const t = useT()
  return (
    <span id={id} className="latch-error-text latch-small" aria-live="polite">
      {t.text(message)}
    </span>
  )
}

/** Under the receiver field: the address a typed name resolved to, or why it did not. */
function ReceiverNameLine({ id, resolution }: { id: string; resolution: ReceiverName }) {
  const t = useT()
  if (resolution.status === 'resolving') {
    return (
      <span id={id} className="latch-muted latch-small" aria-live="polite">
        {t('Resolving name…')}
      </span>
    )
  }
  if (resolution.status === 'error') {
    return (
      <span id={id} className="latch-error-text latch-small" aria-live="polite">
        {t.text(resolution.error)}
      </span>
    )
  }
  return (
    <span id={id} className="latch-muted latch-small latch-resolved-address" aria-live="polite">
      {t('Resolves to')}{' '}
      <code>
        <Ltr>{resolution.address}</Ltr>
      </code>
    </span>
  )
}
