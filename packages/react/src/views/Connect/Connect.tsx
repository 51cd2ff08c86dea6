import type { LatchClient, LatchState } from '@latch/core'
import { directoryRowsAwaited, directoryTotal } from '@latch/core/internal'
import { useEffect } from 'react'
import { LoadFailed } from '../../components/LoadFailed'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { chunk } from '../../modal/chunk'
import { useModalShown } from '../../modal/shown'
import { useChunk } from '../../modal/useChunk'
import { afterPaint } from '../../utils/afterPaint'
import { WalletList } from './WalletList'
import { buildWalletRows, type WalletRow, walletRowView } from './walletRows'

// Email and social login (with the collapsed wallet list and the wallet guide beside them) and the
// legal links each come in a chunk of their own, fetched only when the app offers them: a page
// with wallets alone loads the list and nothing more.
const loginView = chunk(() => import('./ConnectView'))
const legalConsent = chunk(() => import('./LegalConsent'))

/**
 * The parts this app's Connect shows beyond the wallets, fetched ahead at idle with the modal, with
 * their stylesheets, so the click that opens Connect adds no style sheet.
 */
export const prefetchConnectParts = (client: LatchClient) =>
  Promise.all([
    client.embedded.available() && loginView.load().then((part) => part.prepare()),
    client.options.legalUrls && legalConsent.load(),
  ])

/** The socials this app wants offered (email and social login go through the embedded wallet). */
const socialsWanted = (client: LatchClient) =>
  client.embedded.available() ? client.options.features.socials || [] : []

/**
 * Wallets of the directory that are not installed connect through WalletConnect, so the directory
 * is offered only when a WalletConnect adapter is there to reach them.
 */
const directoryOffered = (client: LatchClient, connectors: LatchState['connection']['connectors']) =>
  client.options.features.allWallets && connectors.some((connector) => connector.type === 'WALLET_CONNECT')

/**
 * What Connect lists from the services server: the socials it can complete and the directory's
 * featured and recommended wallets (each loaded once). Asked when the visitor first acts on a
 * Latch button (see loadModal), so a click that follows finds them there, and by Connect itself.
 * Settles, never failing, once both are in or have failed.
 */
export function prefetchConnectLists(client: LatchClient): Promise<unknown> {
  return Promise.allSettled([
    socialsWanted(client).length > 0 ? client.embedded.loadSocialProviders() : undefined,
    directoryOffered(client, client.store.getState().connection.connectors)
      ? client.wallets.load()
      : undefined,
  ])
}

/** Connect: the connect methods in the spec's order and the wallets the browser offers. */
export default function Connect() {
  const { client } = useLatchRuntime()
  const connectors = useLatchState(selectConnectors)
  const synced = useLatchState(selectConnectorsSynced)
  const recent = useLatchState(selectRecentWallets)
  const activeNamespace = useLatchState(selectActiveNamespace)
  const { features, legalUrls } = client.options
  const login = client.embedded.available()
  const directory = useLatchState(selectDirectory)
  const allWallets = directoryOffered(client, connectors)
  // Both lists, unless the visitor's first act asked already; the directory's size also shows on
  // the All Wallets row, and loading it warms that view. Asked once the dialog is painted, so the
  // click that opened it fetches nothing; again when the WalletConnect adapter lists itself late.
  // Readied unseen before the click, Connect asks for nothing: the visitor's act asked already.
  const shown = useModalShown()
  // biome-ignore lint/correctness/useExhaustiveDependencies: allWallets is when to ask again, read inside from the store
  useEffect(() => {
    if (shown) return afterPaint(() => prefetchConnectLists(client))
  }, [client, allWallets, shown])
  // Core orders both from the current connectors and the app's overrides.
  const methods = client.connectMethods()
  const rows = buildWalletRows(
    {
      connectors,
      recent,
      activeNamespace,
      // Directory wallets pair over WalletConnect, so they are listed only when it is there. Until
      // the directory has sent them, their rows are kept in their places: Connect shows whole in
      // the click's own frame, and the wallets take those rows instead of pushing the ones below.
      ...(allWallets
        ? {
            featured: directory.featured,
            custom: directory.custom,
            recommended: directory.recommended,
            awaited: directoryRowsAwaited(directory),
          }
        : {}),
    },
    client.connectorGroups(),
  )
  const full = useChunk(login ? loginView : undefined)
  const legal = useChunk(legalUrls ? legalConsent : undefined)
  const startSocial = (provider: string) =>
    void (provider === 'farcaster'
      ? client.embedded.connectFarcaster()
      : client.embedded.connectSocial(provider))
  const select = (row: WalletRow) =>
    // A recent social login starts that login again, as its own button does.
    row.social
      ? startSocial(row.social)
      : client.router.push(
          walletRowView(row),
          row.connector ? { connector: row.connector } : { wallet: row.wallet },
        )
  const onAllWallets = allWallets ? () => client.router.push('AllWallets') : undefined
  const allWalletsCount = directory.status === 'ready' ? directoryTotal(directory) : undefined
  const LoginView = full.value?.ConnectLogin
  const Legal = legal.value?.default
  // Nothing shows before its parts are there: the wallets may not show ungated or uncollapsed.
  if (full.failed || legal.failed)
    return (
      <LoadFailed
        onRetry={() => {
          full.retry()
          legal.retry()
        }}
      />
    )
  // Opened before the adapters have listed their wallets: waiting, not "No wallet found".
  if (!synced || (login && !LoginView) || (legalUrls && !Legal))
    return <div className="latch-stack" aria-busy="true" />
  const wallets = (
    <WalletList rows={rows} onSelect={select} onAllWallets={onAllWallets} allWalletsCount={allWalletsCount} />
  )
  const view = LoginView ? (
    <LoginView
      methods={methods}
      wallets={wallets}
      onAllWallets={onAllWallets}
      wantedSocials={socialsWanted(client)}
      onSocial={startSocial}
    />
  ) : (
    methods.includes('wallet') && wallets
  )
  return Legal && legalUrls ? (
    <Legal links={legalUrls} checkbox={features.legalCheckbox}>
      {view}
    </Legal>
  ) : (
    view
  )
}

const selectConnectors = (state: LatchState) => state.connection.connectors
const selectConnectorsSynced = (state: LatchState) => state.connection.connectorsSynced
const selectRecentWallets = (state: LatchState) => state.connection.recentWallets
const selectActiveNamespace = (state: LatchState) => state.networks.activeNamespace
const selectDirectory = (state: LatchState) => state.wallets
