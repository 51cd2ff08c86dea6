import type { CaipNetwork } from '@latch/core'
import { NetworkList } from '../../components/NetworkList'
import { useLatchRuntime } from '../../context'
import { useNetwork } from '../../hooks/useNetwork'

/** Networks: the requested networks; a click switches (through the wallet when connected), then goes back. */
export default function Networks() {
  const { client } = useLatchRuntime()
  const { networks, caipNetworkId, switchNetwork } = useNetwork()
  const select = (network: CaipNetwork) => {
    switchNetwork(network).then(
      () => client.router.back(),
      // Core already raised the alert or toast; the list stays for another choice.
      () => {},
    )
  }
  return <NetworkList networks={networks} currentId={caipNetworkId} onSelect={select} />
}
