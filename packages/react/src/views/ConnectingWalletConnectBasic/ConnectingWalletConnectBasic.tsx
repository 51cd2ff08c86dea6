import { useWalletStyles } from '../AllWallets/allWalletsStyles'
import { PairingView } from '../ConnectingWalletConnect/PairingView'
import { usePairing } from '../ConnectingWalletConnect/usePairing'

/** Manual control: the WalletConnect QR code and "Copy link", nothing else. */
export default function ConnectingWalletConnectBasic() {
  useWalletStyles()
  const { pairing, copy, retry } = usePairing('ConnectingWalletConnectBasic')
  return (
    <PairingView
      pairing={pairing}
      walletName="WalletConnect"
      heading="Scan with your phone"
      onCopy={copy}
      onRetry={retry}
    />
  )
}
