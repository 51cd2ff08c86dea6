import type { CaipNetwork } from '@latch/core'
import { NetworkList } from '../../components/NetworkList'
import { useT } from '../../i18n/useT'

export interface UnsupportedChainViewProps {
  networks: readonly CaipNetwork[]
  onSelect(network: CaipNetwork): void
  onDisconnect(): void
}

export function UnsupportedChainView({ networks, onSelect, onDisconnect }: UnsupportedChainViewProps) {
  const t = useT()
  return (
    <div>
      <div className="latch-stack">
        <p className="latch-heading">{t('This network is not supported')}</p>
        <p className="latch-muted">
          {t('Your wallet is on a network this app does not support. Switch to one of these:')}
        </p>
      </div>
      <NetworkList networks={networks} onSelect={onSelect} />
      <div className="latch-stack">
        <button type="button" className="latch-secondary" onClick={onDisconnect}>
          {t('Disconnect')}
        </button>
      </div>
    </div>
  )
}
