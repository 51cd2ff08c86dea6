import { formatBalance, getSwapState, getTokenBalance, type LatchState } from '@latch/core'
import { editSwapDraft, flipSwapTokens, searchSwapTokens, swapTokenBalance } from '@latch/core/internal'
import { useId, useMemo, useState } from 'react'
import { WalletIcon } from '../../components/ListRow'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { plural } from '../../i18n/plural'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import '../../styles/swap.css'

const selectPicker = (state: LatchState) => ({
  swap: getSwapState(state),
  balances: getTokenBalance(state),
  side: state.router.data?.side === 'to' ? ('to' as const) : ('from' as const),
})

/** The token picker of a swap side: search by symbol, name or address, with the balances held. */
export default function SwapSelectToken() {
  const { client } = useLatchRuntime()
  const { swap, balances, side } = useLatchState(selectPicker)
  const [search, setSearch] = useState('')
  const ids = useId()
  const t = useT()
  const found = useMemo(() => searchSwapTokens(swap.tokens.items, search), [swap.tokens.items, search])
  const current = swap[side]
  const other = side === 'from' ? swap.to : swap.from

  const choose = (address: string) => {
    // Picking the other side's token swaps the two sides, as the flip button would.
    if (other?.toLowerCase() === address.toLowerCase()) flipSwapTokens(client)
    else editSwapDraft(client, { [side]: address })
    client.router.back()
  }

  return (
    <div className="latch-form">
      <div className="latch-field">
        <label className="latch-field-label" htmlFor={`${ids}-search`}>
          {t('Search tokens')}
        </label>
        <input
          id={`${ids}-search`}
          className="latch-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('Name, symbol or 0x… address')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="latch-muted latch-small" aria-live="polite">
        {found.length === 0
          ? t('No token matches your search')
          : plural(t, '{count, plural, one {# token} other {# tokens}}', { count: found.length })}
      </p>
      <ul className="latch-token-list">
        {found.map((token) => (
          <li key={token.address}>
            <button
              type="button"
              className="latch-token-pick"
              aria-current={current?.toLowerCase() === token.address.toLowerCase() ? 'true' : undefined}
              onClick={() => choose(token.address)}
            >
              <WalletIcon name={token.symbol} src={token.logoUri} />
              <span className="latch-token-main">
                <span className="latch-token-name">{token.symbol}</span>
                <span className="latch-muted latch-small">{token.name}</span>
              </span>
              <span className="latch-token-side">
                {formatBalance(swapTokenBalance(token, balances), undefined, t.locale)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
