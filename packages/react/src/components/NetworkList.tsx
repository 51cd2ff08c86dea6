import type { CaipNetwork } from '@latch/core'
import { ListRow } from './ListRow'

export interface NetworkListProps {
  networks: readonly CaipNetwork[]
  currentId?: string
  onSelect(network: CaipNetwork): void
}

export function NetworkList({ networks, currentId, onSelect }: NetworkListProps) {
  return (
    <ul className="latch-list" aria-label="Networks">
      {networks.map((network) => {
        const current = network.caipNetworkId === currentId
        return (
          <li key={network.caipNetworkId}>
            <ListRow
              label={network.name}
              icon={network.assets?.imageUrl}
              tag={current ? 'Active' : network.testnet ? 'Testnet' : undefined}
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
