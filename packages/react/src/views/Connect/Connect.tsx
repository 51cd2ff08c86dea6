import type { Connector, LatchState } from '@latch/core'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { ConnectView } from './ConnectView'
import { buildWalletRows } from './walletRows'

/** Connect: the connect methods in the spec's order and the wallets the browser offers. */
export default function Connect() {
  const { client } = useLatchRuntime()
  const connectors = useLatchState(selectConnectors)
  const recentIds = useLatchState(selectRecentIds)
  // Core orders both from the current connectors and the app's overrides.
  const methods = client.connectMethods()
  const rows = buildWalletRows(connectors, client.connectorGroups(), recentIds)
  const select = (connector: Connector) =>
    client.router.push(
      connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal',
      {
        connector,
      },
    )
  return <ConnectView methods={methods} rows={rows} onSelectWallet={select} />
}

const selectConnectors = (state: LatchState) => state.connection.connectors
const selectRecentIds = (state: LatchState) => state.connection.recentWallets.map((wallet) => wallet.id)
