import { useState } from 'react'
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
