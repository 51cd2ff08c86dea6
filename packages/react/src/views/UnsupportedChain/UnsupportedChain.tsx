import type { CaipNetwork } from '@latch/core'
import { useLatchRuntime } from '../../context'
import { useDisconnect } from '../../hooks/useDisconnect'
import { useNetwork } from '../../hooks/useNetwork'
import { UnsupportedChainView } from './UnsupportedChainView'

/** UnsupportedChain: the wallet is on a network the app did not ask for; offer the ones it did. */
export default function UnsupportedChain() {
  const { client } = useLatchRuntime()
  const { networks, caipNetwork, switchNetwork } = useNetwork()
  const { disconnect } = useDisconnect()
  const namespace = caipNetwork?.chainNamespace
  const choices = namespace ? networks.filter((network) => network.chainNamespace === namespace) : networks
  const select = (network: CaipNetwork) => {
    switchNetwork(network).then(
      () => client.close(),
      () => {},
    )
  }
  return (
    <UnsupportedChainView
      networks={choices}
      onSelect={select}
      onDisconnect={() => {
        void disconnect()
          .catch(() => {})
          .finally(() => client.close())
      }}
    />
  )
}
