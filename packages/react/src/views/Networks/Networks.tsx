import type { CaipNetwork } from '@latch/core'
import { offeredNetworks } from '@latch/core/internal'
import { NetworkList } from '../../components/NetworkList'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useNetwork } from '../../hooks/useNetwork'

/**
 * Networks: the requested networks (those the embedded wallet serves, while it is the
 * connection); a click switches (through the wallet when connected), then goes back.
 */
export default function Networks() {
  const { client } = useLatchRuntime()
  const { caipNetworkId, switchNetwork } = useNetwork()
  const networks = useLatchState(offeredNetworks)
  const select = (network: CaipNetwork) => {
    switchNetwork(network).then(
      () => client.router.back(),
      // Core already raised the alert or toast; the list stays for another choice.
      () => {},
    )
  }
  return <NetworkList networks={networks} currentId={caipNetworkId} onSelect={select} />
}
