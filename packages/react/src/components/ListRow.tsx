// A list row and the wallet or network icon it draws, which views also show alone. One module: a
// module of its own, the icon would be a chunk of its own beside the modal chunk (the bundler keeps
// a module the rows and the later views share apart from the modal chunk that loads first).
import { type ReactNode, useState } from 'react'
import type { ReachHandlers } from '../modal/reach'
import { isSafeImageUrl } from '../utils/image'

export interface WalletIconProps {
  name: string
  src?: string
  size?: 'row' | 'large'
}

/** A wallet or network icon; unsafe or broken URLs fall back to the name's first letter. */
export function WalletIcon({ name, src, size = 'row' }: WalletIconProps) {
  const [broken, setBroken] = useState(false)
  const sizeAttribute = size === 'large' ? 'large' : undefined
  if (!broken && isSafeImageUrl(src)) {
    return (
      <img
        className="latch-wallet-icon"
        data-size={sizeAttribute}
        src={src}
        alt=""
        width={40}
        height={40}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    )
  }
  return (
    <span className="latch-wallet-icon" data-size={sizeAttribute} data-placeholder="" aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}

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
