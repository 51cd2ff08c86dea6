// The mark of a wallet the directory certifies, on its tile: a tick on a disc, unlike the
// installed wallet's plain dot, and in another corner of the icon.
import { Icon } from '../../modal/icons'

/** The disc with its tick, an image named `label`, which the tile also points to as its description. */
export function CertifiedMark({ id, label, className }: { id?: string; label: string; className?: string }) {
  return (
    <span
      id={id}
      className={className ? `latch-certified ${className}` : 'latch-certified'}
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon>
        <path d="M6.5 12.5l3.5 3.5 7.5-8" />
      </Icon>
    </span>
  )
}
