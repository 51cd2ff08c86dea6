import { getAccount, type LatchState } from '@latch/core'
import { useEffect, useState } from 'react'
import { CopyIcon } from '../../components/ActionIcons'
import { WalletIcon } from '../../components/ListRow'
import { Ltr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { type QrDrawing, qrPath } from './qrPath'

const QUIET_ZONE = 2

const selectReceive = (state: LatchState) => {
  const ns = state.networks.activeNamespace
  return {
    address: getAccount(state).address || undefined,
    // An address is valid on every network of its namespace.
    networks: state.networks.requested.filter((network) => network.chainNamespace === ns),
  }
}

/** Receive: the address as a QR code and text, a copy button, and the networks it is valid on. */
export default function WalletReceive() {
  const { client } = useLatchRuntime()
  const { address, networks } = useLatchState(selectReceive)
  const [qr, setQr] = useState<QrDrawing | 'failed'>()
  const [copied, setCopied] = useState(false)
  const t = useT()

  useEffect(() => {
    if (!address) return
    let live = true
    qrPath(address).then(
      (drawing) => live && setQr(drawing),
      () => live && setQr('failed'),
    )
    return () => {
      live = false
    }
  }, [address])

  if (!address) return <p className="latch-empty">{t('No account connected.')}</p>
  const side = qr && qr !== 'failed' ? qr.size + QUIET_ZONE * 2 : 0
  return (
    <div className="latch-stack">
      <div className="latch-qr">
        {qr && qr !== 'failed' ? (
          <svg
            viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
            role="img"
            aria-label={t('QR code of your address')}
            shapeRendering="crispEdges"
          >
            <path d={qr.path} fill="currentColor" />
          </svg>
        ) : (
          <span className="latch-muted" role="status">
            {qr === 'failed' ? t('The QR code could not be drawn') : t('Drawing QR code…')}
          </span>
        )}
      </div>
      <p className="latch-receive-address">
        <Ltr>{address}</Ltr>
      </p>
      <button
        type="button"
        className="latch-secondary"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(address)
            .then(() => {
              setCopied(true)
              client.showToast('Address copied', 'success')
            })
            .catch(() => {})
        }}
      >
        <CopyIcon />
        {copied ? t('Copied') : t('Copy address')}
      </button>
      <p className="latch-muted latch-small">{t('Send only assets on these networks to this address:')}</p>
      <ul className="latch-chips" aria-label={t('Networks')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="latch-chip">
            <WalletIcon name={network.name} src={network.assets?.imageUrl} />
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
