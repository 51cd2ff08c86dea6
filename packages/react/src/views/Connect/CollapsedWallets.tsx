import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ListRow } from '../../components/ListRow'
import { useT } from '../../i18n/useT'
import { Icon } from '../../modal/icons'

/**
 * `features.collapseWallets`: the wallet list behind one "Continue with a wallet" row, so email
 * and social login lead. Pressing it shows the list in its place and moves focus to the first
 * wallet, so a keyboard user carries on where the row was.
 */
export function CollapsedWallets({ children }: { children: ReactNode }) {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (expanded) list.current?.querySelector('button')?.focus()
  }, [expanded])
  return (
    <div className="latch-wallets" ref={list}>
      {expanded ? (
        children
      ) : (
        <ListRow
          label={t('Continue with a wallet')}
          iconNode={
            <span className="latch-wallet-icon" aria-hidden="true">
              <Icon>
                <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
                <rect x="4" y="8" width="16" height="11" rx="2.5" />
                <path d="M16 13.5h.01" />
              </Icon>
            </span>
          }
          onClick={() => setExpanded(true)}
        />
      )}
    </div>
  )
}
