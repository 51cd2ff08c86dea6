import type { CaipNetwork } from '@latch/core'
import { useT } from '../i18n/useT'
import { ListRow } from './ListRow'

export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  currentId?: string
  onSelect(network: CaipNetwork): void
}

export function NetworkList({ networks, currentId, onSelect }: NetworkListProps) {
  const t = useT()
  return (
    <ul className="latch-list" aria-label={t('Networks')}>
      {networks.map((network) => {
        const current = network.caipNetworkId === currentId
        return (
          <li key={network.caipNetworkId}>
            <ListRow
              label={network.name}
              icon={network.assets?.imageUrl}
              tag={current ? t('Active') : network.testnet ? t('Testnet') : undefined}
              tagTone={current ? 'success' : undefined}
              current={current}
              onClick={() => onSelect(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
