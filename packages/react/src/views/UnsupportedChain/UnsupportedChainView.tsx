import type { CaipNetwork } from '@latch/core'
import { NetworkList } from '../../components/NetworkList'

export interface UnsupportedChainViewProps {
  networks: readonly CaipNetwork[]
  onSelect(network: CaipNetwork): void
  onDisconnect(): void
}

export function UnsupportedChainView({ networks, onSelect, onDisconnect }: UnsupportedChainViewProps) {
  return (
    <div>
      <div className="latch-stack">
        <p className="latch-heading">This network is not supported</p>
        <p className="latch-muted">
          Your wallet is on a network this app does not support. Switch to one of these:
        </p>
      </div>
      <NetworkList networks={networks} onSelect={onSelect} />
      <div className="latch-stack">
        <button type="button" className="latch-secondary" onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </div>
  )
}
