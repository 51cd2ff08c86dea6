import type { LatchState, Nft } from '@latch/core'
import { safeNftImage } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { TabMessage, TabSkeleton } from './TokensTabStates'

const selectNfts = (state: LatchState) => state.portfolio.nfts

function NftImage({ nft, label }: { nft: Nft; label: string }) {
  const [broken, setBroken] = useState(false)
  const src = safeNftImage(nft.image)
  if (!src || broken) {
    return (
      <div className="latch-nft-image latch-nft-placeholder" role="img" aria-label={label}>
        {Array.from(nft.collection.symbol || nft.name || '?')[0]?.toUpperCase()}
      </div>
    )
  }
  return (
    <img
      className="latch-nft-image"
      src={src}
      alt={label}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
    />
  )
}

/** NFTs tab: a grid of pictures with the collection and token id. */
export function NftsTab() {
  const { client } = useLatchRuntime()
  const nfts = useLatchState(selectNfts)
  const t = useT()
  useEffect(() => {
    void client.portfolio.fetchNfts()
  }, [client])

  if (nfts.status === 'error' && nfts.items.length === 0) {
    return (
      <TabMessage
        title="NFTs are unavailable"
        text="They could not be loaded. Try again in a moment."
        onRetry={() => void client.portfolio.fetchNfts({ force: true })}
      />
    )
  }
  if (nfts.items.length === 0 && (nfts.status === 'loading' || nfts.status === 'idle')) {
    return <TabSkeleton label="Loading NFTs" />
  }
  if (nfts.items.length === 0) {
    return <TabMessage title="No NFTs yet" text="Collectibles you own show up here." />
  }
  return (
    <ul className="latch-nft-grid" aria-label={t('NFTs')}>
      {nfts.items.map((nft) => {
        const name = nft.name || `${nft.collection.name || 'NFT'} #${nft.tokenId}`
        return (
          <li key={`${nft.collection.address}:${nft.tokenId}`} className="latch-nft">
            <NftImage nft={nft} label={name} />
            <span className="latch-nft-name" title={name}>
              {name}
            </span>
            <span className="latch-nft-meta">
              <span title={nft.collection.name}>{nft.collection.name || nft.collection.symbol}</span>
              <span title={`#${nft.tokenId}`}>#{nft.tokenId}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
