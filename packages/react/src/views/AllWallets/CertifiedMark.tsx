// The mark of a wallet the directory certifies: on its tile and in the "Certified only" filter,
// so the filter reads as showing the wallets with that mark. A tick on a disc, unlike the
// installed wallet's plain dot, and in another corner of the icon.
import { Icon } from '../../modal/icons'

/**
 * The disc with its tick. With `label` it is an image of that name (a tile's mark, which the
 * tile also points to as its description); without, decoration beside a text saying the same.
 */
export function CertifiedMark({ id, label, className }: { id?: string; label?: string; className?: string }) {
  return (
    <span
      id={id}
      className={className ? `latch-certified ${className}` : 'latch-certified'}
      {...(label ? { role: 'img', 'aria-label': label, title: label } : { 'aria-hidden': true })}
    >
      <Icon>
        <path d="M6.5 12.5l3.5 3.5 7.5-8" />
      </Icon>
    </span>
  )
}
