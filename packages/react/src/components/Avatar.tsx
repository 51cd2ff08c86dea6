import { useId } from 'react'
import { avatarTints } from '../utils/avatar'
import { isSafeImageUrl } from '../utils/image'

export interface AvatarProps {
  address: string
  /** Profile image; a generated avatar from the address is drawn when absent or unsafe. */
  image?: string
}

export function Avatar({ address, image }: AvatarProps) {
  // useId may hold characters a url(#…) reference cannot carry.
  const gradientId = `latch-avatar-${useId().replace(/[^\w-]/g, '')}`
  if (isSafeImageUrl(image)) {
    return (
      <span className="latch-avatar">
        <img src={image} alt="" referrerPolicy="no-referrer" />
      </span>
    )
  }
  const tints = avatarTints(address)
  return (
    <span className="latch-avatar" data-generated="">
      <svg viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id={gradientId} cx="30%" cy="30%" r="90%">
            {tints.map((tint, index) => (
              <stop
                key={tint + String(index)}
                offset={`${index * 25}%`}
                stopColor={tints[tints.length - 1 - index]}
              />
            ))}
          </radialGradient>
        </defs>
        <rect width="72" height="72" fill={`url(#${gradientId})`} />
      </svg>
    </span>
  )
}
