import type { LatchState } from '@latch/core'
import { directoryTotal } from '@latch/core/internal'
import { useEffect } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { afterPaint } from '../../utils/afterPaint'
import { ConnectView } from './ConnectView'
import { buildWalletRows, type WalletRow, walletRowView } from './walletRows'

/** Connect: the connect methods in the spec's order and the wallets the browser offers. */
export default function Connect() {
  const { client } = useLatchRuntime()
  const connectors = useLatchState(selectConnectors)
  const recent = useLatchState(selectRecentWallets)
  const activeNamespace = useLatchState(selectActiveNamespace)
  const email = useLatchState(selectEmailForm)
  const social = useLatchState(selectSocial)
  const socialsWanted = client.embedded.available() ? client.options.features.socials || [] : []
  // Only the socials the services server can complete are offered. Asked once the dialog is
  // painted, so the click that opened it fetches nothing.
  useEffect(() => {
    if (socialsWanted.length > 0)
      return afterPaint(() => void client.embedded.loadSocialProviders().catch(() => {}))
  }, [client, socialsWanted.length])
  const socials = socialsWanted.filter((provider) => social.offered?.includes(provider))
  const directory = useLatchState(selectDirectory)
  // Wallets of the directory that are not installed connect through WalletConnect, so the
  // directory is offered only when a WalletConnect adapter is there to reach them.
  const allWallets =
    client.options.features.allWallets && connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  // The directory's size shows on the All Wallets row; loading it also warms that view. After
  // the first paint too.
  useEffect(() => {
    if (allWallets) return afterPaint(() => void client.wallets.load())
  }, [client, allWallets])
  // Core orders both from the current connectors and the app's overrides.
  const methods = client.connectMethods()
  const rows = buildWalletRows(
    {
      connectors,
      recent,
      activeNamespace,
      // Directory wallets pair over WalletConnect, so they are listed only when it is there.
      ...(allWallets
        ? { featured: directory.featured, custom: directory.custom, recommended: directory.recommended }
        : {}),
    },
    client.connectorGroups(),
  )
  const select = (row: WalletRow) =>
    client.router.push(
      walletRowView(row),
      row.connector ? { connector: row.connector } : { wallet: row.wallet },
    )
  return (
    <ConnectView
      methods={methods}
      rows={rows}
      onSelectWallet={select}
      onAllWallets={allWallets ? () => client.router.push('AllWallets') : undefined}
      allWalletsCount={directory.status === 'ready' ? directoryTotal(directory) : undefined}
      onEmail={
        client.embedded.available() ? (address) => void client.embedded.connectEmail(address) : undefined
      }
      emailError={email.step === 'idle' ? email.error : undefined}
      emailBusy={email.busy}
      socials={socials}
      onSocial={(provider) =>
        void (provider === 'farcaster'
          ? client.embedded.connectFarcaster()
          : client.embedded.connectSocial(provider))
      }
      socialError={social.error}
    />
  )
}

const selectConnectors = (state: LatchState) => state.connection.connectors
const selectRecentWallets = (state: LatchState) => state.connection.recentWallets
const selectActiveNamespace = (state: LatchState) => state.networks.activeNamespace
const selectEmailForm = (state: LatchState) => ({
  step: state.embedded.step,
  error: state.embedded.error,
  busy: state.embedded.busy,
})
const selectSocial = (state: LatchState) => ({
  offered: state.embedded.offeredSocials,
  error: state.embedded.socialError,
})
const selectDirectory = (state: LatchState) => state.wallets
