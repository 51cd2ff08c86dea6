import type { CaipNetwork } from '@latch/core'
import { leaveNetworksAfterSwitch, offeredNetworks } from '@latch/core/internal'
import { NetworkList } from '../../components/NetworkList'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useNetwork } from '../../hooks/useNetwork'

/**
 * Networks: the requested networks (those the embedded wallet serves, while it is the
 * connection); a click switches (through the wallet when connected), then leaves as core's rule
 * says: Connect when the new namespace has no connection yet, else back.
 */
export default function Networks() {
  const { client } = useLatchRuntime()
  const { caipNetworkId, switchNetwork } = useNetwork()
  const networks = useLatchState(offeredNetworks)
  const select = (network: CaipNetwork) => {
    switchNetwork(network).then(
      () => leaveNetworksAfterSwitch(client),
      // Core already raised the alert or toast; the list stays for another choice.
      () => {},
    )
  }
  return <NetworkList networks={networks} currentId={caipNetworkId} onSelect={select} />
}
