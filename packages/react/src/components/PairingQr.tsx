import { useEffect, useState } from 'react'
import { useT } from '../i18n/useT'
import { type QrMatrix, qrMatrix } from '../utils/qrMatrix'
import { WalletImage } from './WalletImage'

export interface PairingQrProps {
  uri?: string
  expired: boolean
  walletName: string
  walletIcon?: string
}

/** The pairing URI as a QR code with the wallet's icon in the middle. */
export function PairingQr({ uri, expired, walletName, walletIcon }: PairingQrProps) {
  const [matrix, setMatrix] = useState<{ uri: string; qr: QrMatrix }>()
  const t = useT()
  useEffect(() => {
    if (!uri) return
    let live = true
    qrMatrix(uri).then(
      (qr) => live && setMatrix({ uri, qr }),
      () => live && setMatrix(undefined),
    )
    return () => {
      live = false
    }
  }, [uri])
  const qr = matrix && matrix.uri === uri ? matrix.qr : undefined
  return (
    <div className="latch-qr" data-expired={expired ? '' : undefined}>
      {qr ? (
        <>
          <svg
            viewBox={`-1 -1 ${qr.size + 2} ${qr.size + 2}`}
            role="img"
            aria-label={t('QR code to connect {name}', { name: walletName })}
            shapeRendering="crispEdges"
          >
            <path d={qr.path} fill="#141414" />
          </svg>
          <span className="latch-qr-logo">
            <WalletImage name={walletName} src={walletIcon} />
          </span>
        </>
      ) : (
        <span className="latch-qr-placeholder" aria-busy="true">
          <span className="latch-spinner" aria-hidden="true" />
        </span>
      )}
    </div>
  )
}
