import type { LatchState, WalletDirectoryState, WalletEntry } from '@latch/core'
import { activeNamespaceFirst, directoryEntries } from '@latch/core/internal'
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/walletList.css'
import { CertifiedMark } from './CertifiedMark'
import { GRID_COLUMNS, WalletGrid, walletEntryView } from './WalletGrid'

/** AllWallets: every wallet of the directory, installed ones first, searchable, paged as it scrolls. */
export default function AllWallets() {
  const { client } = useLatchRuntime()
  const directory = useLatchState(selectDirectory)
  const activeNamespace = useLatchState(selectActiveNamespace)
  const all = useLatchState(selectConnectors)
  // A wallet on several namespaces is offered through its connector on the active one.
  const connectors = useMemo(() => activeNamespaceFirst(all, activeNamespace), [all, activeNamespace])
  const [query, setQuery] = useState(directory.search.query)
  const t = useT()
  const inputId = useId()

  useEffect(() => {
    void client.wallets.load()
  }, [client])

  const searching = directory.search.query !== ''
  const entries = useMemo(() => directoryEntries(directory, connectors), [directory, connectors])
  const certifiedOnly = directory.badged?.badge === 'certified'

  const select = (entry: WalletEntry) => {
    client.router.push(
      walletEntryView(entry),
      entry.connector ? { connector: entry.connector } : { wallet: entry.wallet },
    )
  }
  const loadMore = useCallback(() => void client.wallets.loadMore(), [client])
  const search = (value: string) => {
    setQuery(value)
    client.wallets.setSearch(value)
  }

  return (
    <div>
      <div className="latch-search">
        <label htmlFor={inputId} className="latch-visually-hidden">
          {t('Search wallets')}
        </label>
        <input
          id={inputId}
          className="latch-input"
          type="search"
          placeholder={t('Search wallet')}
          autoComplete="off"
          maxLength={100}
          value={query}
          onChange={(event) => search(event.target.value)}
        />
        {/* The filter asks the services server: without one there is nothing to filter. */}
        {directory.status !== 'unavailable' && (
          <button
            type="button"
            className="latch-filter"
            aria-pressed={certifiedOnly}
            onClick={() => void client.wallets.load({ badge: certifiedOnly ? null : 'certified' })}
          >
            <CertifiedMark />
            {t('Certified only')}
          </button>
        )}
      </div>
      <div className="latch-wallet-body">
        <Body
          directory={directory}
          searching={searching}
          entries={entries}
          onSelect={select}
          onEndReached={loadMore}
        />
      </div>
    </div>
  )
}

function Body(props: {
  directory: WalletDirectoryState
  searching: boolean
  entries: WalletEntry[]
  onSelect(entry: WalletEntry): void
  onEndReached(): void
}) {
  const { client } = useLatchRuntime()
  const { directory, searching, entries, onSelect, onEndReached } = props
  const t = useT()
  // Under the certified filter its own listing is shown, with its own loading state and pages.
  const listing = directory.badged ?? directory
  const status = searching ? directory.search.status : listing.status
  if (status === 'loading' || (!searching && status === 'idle')) return <Skeleton />
  if (status === 'error') {
    // A plain load loads again whatever failed, the directory or the certified listing.
    const retry = () =>
      searching ? client.wallets.setSearch(directory.search.query) : void client.wallets.load()
    return (
      <div className="latch-stack" role="alert">
        <p className="latch-heading">{t('Could not load wallets')}</p>
        <p className="latch-muted">{t('You may be offline. Check your connection and try again.')}</p>
        <button type="button" className="latch-primary" onClick={retry}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  if (entries.length === 0) {
    return (
      <p className="latch-empty" role="status">
        {t('No wallet found')}
      </p>
    )
  }
  const more = searching ? 'idle' : listing.more
  return (
    <>
      {!searching && listing.status === 'unavailable' && (
        <p className="latch-muted">
          {t('The wallet directory is not available. Installed wallets are shown.')}
        </p>
      )}
      <WalletGrid
        // Another listing (search results, the certified ones, every wallet) starts at its top.
        key={searching ? 'search' : (directory.badged?.badge ?? 'all')}
        entries={entries}
        onSelect={onSelect}
        onEndReached={searching ? undefined : onEndReached}
        footer={
          more === 'loading' ? (
            <div className="latch-wallet-more" aria-busy="true">
              <span className="latch-spinner" aria-hidden="true" />
            </div>
          ) : more === 'error' ? (
            <div className="latch-wallet-more" role="alert">
              <button type="button" className="latch-secondary" onClick={onEndReached}>
                {t('Could not load more. Try again')}
              </button>
            </div>
          ) : null
        }
      />
    </>
  )
}

function Skeleton() {
  const t = useT()
  return (
    <div
      className="latch-wallet-skeleton-grid"
      role="status"
      aria-busy="true"
      aria-label={t('Loading wallets')}
    >
      {Array.from({ length: GRID_COLUMNS * 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className="latch-wallet-skeleton" />
      ))}
    </div>
  )
}

const selectDirectory = (state: LatchState) => state.wallets
const selectConnectors = (state: LatchState) => state.connection.connectors
const selectActiveNamespace = (state: LatchState) => state.networks.activeNamespace
