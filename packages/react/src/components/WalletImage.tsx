import { useState } from 'react'
import { isSafeImageUrl } from '../utils/image'

/** A wallet's icon over a placeholder letter: the letter shows until the image has loaded or if it fails. */
export function WalletImage({ name, src }: { name: string; src?: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <span className="latch-wallet-image" aria-hidden="true">
      {state !== 'loaded' && <span>{Array.from(name.trim())[0]?.toUpperCase() ?? '?'}</span>}
      {state !== 'failed' && isSafeImageUrl(src) && (
        <img
          src={src}
          alt=""
          width={48}
          height={48}
          referrerPolicy="no-referrer"
          data-loaded={state === 'loaded' ? '' : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  )
}
