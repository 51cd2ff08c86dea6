import { PairingPanel } from '../../components/PairingPanel'
import { usePairing } from '../../hooks/usePairing'
import { useT } from '../../i18n/useT'
import { useWalletListStyles } from '../../styles/walletListStyles'

/** Manual control: the WalletConnect QR code and "Copy link", nothing else. */
export default function ConnectingWalletConnectBasic() {
  useWalletListStyles()
  const { pairing, copy, retry } = usePairing('ConnectingWalletConnectBasic')
  const t = useT()
  return (
    <PairingPanel
      pairing={pairing}
      walletName="WalletConnect"
      heading={t('Scan with your phone')}
      onCopy={copy}
      onRetry={retry}
    />
  )
}
