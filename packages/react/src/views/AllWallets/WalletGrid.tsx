import type { WalletEntry } from '@latch/core'
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useId, useRef } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useScrollCue } from '../../hooks/useScrollCue'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import { CertifiedMark } from './CertifiedMark'

export const GRID_COLUMNS = 4
// A tile (104 px, its name on up to two lines) and the gap under it.
const ROW_HEIGHT = 110

export interface WalletGridProps {
  entries: readonly WalletEntry[]
  onSelect(entry: WalletEntry): void
  /** Called when the last rows come into view, to fetch the next page. */
  onEndReached?: () => void
  footer?: React.ReactNode
}

/** The wallets as a virtualised grid: only the rows in (or near) view are in the DOM. */
export function WalletGrid({ entries, onSelect, onEndReached, footer }: WalletGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  useScrollCue(scroller)
  const t = useT()
  const rowCount = Math.ceil(entries.length / GRID_COLUMNS)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    initialRect: { width: 328, height: 420 },
    // The first row stays in the page wherever the list is scrolled: Tab into the grid then starts
    // at its first wallet (not at whichever row is nearest the view), and focusing it scrolls the
    // list back to the top.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range)
      return indexes[0] === 0 || rowCount === 0 ? indexes : [0, ...indexes]
    },
  })
  const rows = virtualizer.getVirtualItems()
  const lastIndex = rows[rows.length - 1]?.index ?? -1

  // Near the bottom (within two rows), ask for the next page.
  useEffect(() => {
    if (rowCount > 0 && lastIndex >= rowCount - 3) onEndReached?.()
  }, [lastIndex, rowCount, onEndReached])

  // Positions go through the style property (CSSOM), which a style-src CSP does not block.
  return (
    <div ref={scroller} className="latch-wallet-scroller latch-scroll-cue" data-testid="wallet-scroller">
      <ul
        className="latch-wallet-rows"
        aria-label={t('Wallets')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <li
            key={row.key}
            className="latch-wallet-grid-row"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {entries.slice(row.index * GRID_COLUMNS, (row.index + 1) * GRID_COLUMNS).map((entry) => (
              <WalletTile
                key={entry.connector ? `c:${entry.connector.id}` : entry.wallet.id}
                entry={entry}
                onSelect={onSelect}
              />
            ))}
          </li>
        ))}
      </ul>
      {footer}
    </div>
  )
}

/** The view a tile opens: an installed wallet's prompt, else pairing over WalletConnect. */
export const walletEntryView = (entry: WalletEntry): 'ConnectingExternal' | 'ConnectingWalletConnect' =>
  entry.connector ? 'ConnectingExternal' : 'ConnectingWalletConnect'

function WalletTile({ entry, onSelect }: { entry: WalletEntry; onSelect(entry: WalletEntry): void }) {
  const { wallet, connector } = entry
  const t = useT()
  const certifiedId = useId()
  const certified = wallet.badge === 'certified'
  return (
    <button
      type="button"
      className="latch-wallet-tile"
      title={wallet.name}
      aria-label={connector ? t('{name} (installed)', { name: wallet.name }) : wallet.name}
      // The name stays the wallet's own (what visitors search and say); the mark describes it.
      aria-describedby={certified ? certifiedId : undefined}
      onClick={() => onSelect(entry)}
      {...reach(walletEntryView(entry))}
    >
      <span className="latch-wallet-tile-mark">
        <WalletImage name={wallet.name} src={wallet.imageUrl} />
        {connector && <span className="latch-wallet-tile-badge" title={t('Installed')} />}
        {certified && (
          <CertifiedMark id={certifiedId} label={t('Certified')} className="latch-wallet-tile-certified" />
        )}
      </span>
      <span className="latch-wallet-tile-name">{wallet.name}</span>
    </button>
  )
}
