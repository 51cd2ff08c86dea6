import { ListRow } from '../../components/ListRow'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import { type WalletRow, walletRowView } from './walletRows'

export interface WalletListProps {
  rows: readonly WalletRow[]
  onSelect(row: WalletRow): void
  /** Shown as a final "All Wallets" row when given. */
  onAllWallets?: (() => void) | undefined
  /** How many wallets the directory holds, shown on the All Wallets row. */
  allWalletsCount?: number | undefined
}

/** Connect's wallets, then All Wallets; all a page without email or social login loads of Connect. */
export function WalletList(props: WalletListProps) {
  const { rows, onSelect, onAllWallets, allWalletsCount } = props
  const t = useT()
  if (rows.length === 0 && !onAllWallets) {
    return <p className="latch-empty">{t('No wallet found. Install a browser wallet to continue.')}</p>
  }
  return (
    <ul
      className="latch-list"
      aria-label={t('Wallets')}
      aria-busy={rows.some((row) => row.awaited) || undefined}
    >
      {rows.map((row) =>
        row.awaited ? (
          // Kept for a directory wallet on its way; not a control, nothing to read.
          <li key={row.id} aria-hidden="true">
            <div className="latch-skeleton" />
          </li>
        ) : (
          <li key={row.id}>
            <ListRow
              label={row.name}
              icon={row.imageUrl}
              tag={row.tag && t(row.tag)}
              tagTone={row.tag === 'Installed' ? 'success' : undefined}
              leadsTo={reach(walletRowView(row))}
              onClick={() => onSelect(row)}
            />
          </li>
        ),
      )}
      {onAllWallets && (
        <li>
          <ListRow
            label={t('All Wallets')}
            iconNode={<GridIcon />}
            tag={allWalletsCount ? allWalletsCount.toLocaleString(t.locale) : undefined}
            leadsTo={reach('AllWallets')}
            onClick={onAllWallets}
          />
        </li>
      )}
    </ul>
  )
}

function GridIcon() {
  return (
    <span className="latch-wallet-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="4" y="4" width="7" height="7" rx="2" />
        <rect x="13" y="4" width="7" height="7" rx="2" />
        <rect x="4" y="13" width="7" height="7" rx="2" />
        <rect x="13" y="13" width="7" height="7" rx="2" />
      </svg>
    </span>
  )
}
