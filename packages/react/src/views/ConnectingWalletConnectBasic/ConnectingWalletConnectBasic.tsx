import { PairingPanel } from '../../components/PairingPanel'
import { usePairing } from '../../hooks/usePairing'
import { useT } from '../../i18n/useT'
import '../../styles/walletList.css'

/** Manual control: the WalletConnect QR code and "Copy link", nothing else. */
export default function ConnectingWalletConnectBasic() {
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
