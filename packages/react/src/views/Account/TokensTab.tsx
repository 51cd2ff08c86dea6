import { getTokenBalance, type LatchState, tokenQuantityText } from '@latch/core'
import { visibleTokens } from '@latch/core/internal'
import { useEffect, useMemo } from 'react'
import { WalletIcon } from '../../components/ListRow'
import { Ltr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { usdText } from '../../i18n/money'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { TabMessage, TabSkeleton } from './TokensTabStates'

const selectStatus = (state: LatchState) => state.portfolio.tokens.status

/** Tokens tab: balances sorted by USD value, with loading, empty and error states. */
export function TokensTab() {
  const { client } = useLatchRuntime()
  const status = useLatchState(selectStatus)
  const balances = useLatchState(getTokenBalance)
  const items = useMemo(() => visibleTokens(balances), [balances])
  const t = useT()
  useEffect(() => {
    void client.portfolio.fetchBalances()
  }, [client])

  if (status === 'error' && items.length === 0) {
    return (
      <TabMessage
        title="Token balances are unavailable"
        text="They could not be loaded. Try again in a moment."
        onRetry={() => void client.portfolio.fetchBalances({ force: true })}
      />
    )
  }
  if (items.length === 0 && (status === 'loading' || status === 'idle')) {
    return <TabSkeleton label="Loading tokens" />
  }
  if (items.length === 0) {
    return <TabMessage title="No tokens yet" text="Tokens you hold on this network show up here." />
  }
  return (
    <ul className="latch-list" aria-label={t('Tokens')}>
      {items.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="latch-token-row">
          <WalletIcon name={token.symbol || token.name} src={token.iconUrl} />
          <div className="latch-token-main">
            <span className="latch-token-name">{token.name || token.symbol}</span>
            <span className="latch-muted latch-small">{usdText(token.price, t.locale)}</span>
          </div>
          <div className="latch-token-side">
            <span className="latch-token-value">{usdText(token.value, t.locale)}</span>
            <span className="latch-muted latch-small">
              <Ltr>
                {tokenQuantityText(token, t.locale)} {token.symbol}
              </Ltr>
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
