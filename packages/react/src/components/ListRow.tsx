import type { ReactNode } from 'react'
import type { ReachHandlers } from '../modal/reach'
import { WalletIcon } from './WalletIcon'

export interface ListRowProps {
  label: string
  icon?: string
  /** Replaces the image icon, e.g. a drawn symbol. */
  iconNode?: ReactNode
  tag?: string
  tagTone?: 'success'
  current?: boolean
  /** `reach(view)` of the view a press opens: its code is fetched as the visitor points at or focuses the row. */
  leadsTo?: ReachHandlers
  onClick(): void
}

/** A 56 px list row with a 40 px icon, its label as text, and an optional tag. */
export function ListRow({ label, icon, iconNode, tag, tagTone, current, leadsTo, onClick }: ListRowProps) {
  return (
    <button
      type="button"
      className="latch-row"
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      {...leadsTo}
    >
      {iconNode ?? <WalletIcon name={label} src={icon} />}
      <span className="latch-row-label">{label}</span>
      {tag && (
        <span className="latch-tag" data-tone={tagTone}>
          {tag}
        </span>
      )}
    </button>
  )
}
