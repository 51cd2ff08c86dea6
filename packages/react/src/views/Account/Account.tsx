import { displayedBalance } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useDisconnect } from '../../hooks/useDisconnect'
import { useNetwork } from '../../hooks/useNetwork'
import { AccountView } from './AccountView'

/** Account: who is connected, the native balance, copy, explorer, network and disconnect. */
export default function Account() {
  const { client } = useLatchRuntime()
  const account = useAccount()
  const { caipNetwork, isUnsupported } = useNetwork()
  const { disconnect } = useDisconnect()
  const [disconnecting, setDisconnecting] = useState(false)
  const namespace = caipNetwork?.chainNamespace
  const caipNetworkId = caipNetwork?.caipNetworkId

  // The balance is fetched when the account is shown and again after a network switch.
  useEffect(() => {
    if (!namespace || !account.address || !caipNetworkId) return
    client.refreshBalance(namespace).catch(() => {
      // An unavailable balance shows as 0.00; core reports it.
    })
  }, [client, namespace, account.address, caipNetworkId])

  if (!account.address) return <p className="latch-empty">No account connected.</p>
  const address = account.address
  const explorer = caipNetwork?.blockExplorers?.default.url
  const balance = displayedBalance(account.balance, {
    supported: !isUnsupported,
    testnet: caipNetwork?.testnet,
  })
  return (
    <AccountView
      address={address}
      profileName={account.profileName}
      profileImage={account.profileImage}
      balance={balance}
      symbol={account.balanceSymbol ?? caipNetwork?.nativeCurrency.symbol ?? ''}
      network={caipNetwork ? { name: caipNetwork.name, icon: caipNetwork.assets?.imageUrl } : undefined}
      explorerUrl={explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined}
      onCopy={() => {
        void navigator.clipboard?.writeText(address).catch(() => {})
      }}
      onNetworks={() => client.router.push('Networks')}
      disconnecting={disconnecting}
      onDisconnect={() => {
        setDisconnecting(true)
        // Core reports a failed disconnect; the modal closes either way.
        void disconnect()
          .catch(() => {})
          .finally(() => client.close())
      }}
    />
  )
}
