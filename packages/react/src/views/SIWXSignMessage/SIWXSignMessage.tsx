import type { LatchState, SiwxConfig } from '@latch/core'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useLatchState } from '../../hooks/useLatchState'
import { useWalletInfo } from '../../hooks/useWalletInfo'
import { shortenAddress } from '../../utils/address'
import { socialName } from '../../utils/social'
import { SIWXSignMessageView } from './SIWXSignMessageView'

const DEFAULT_STATEMENT = 'Sign this message to prove you own this wallet and sign in. It costs nothing.'

/**
 * Asks the connected wallet to sign the app's sign-in message (SIWXSignMessage, and ConnectingSiwe
 * for a `siweConfig`). Core owns the flow: success closes
 * the modal, a decline comes back here with 'Signature declined', and Cancel disconnects when
 * sign-in is required (closing is refused meanwhile).
 */
export default function SIWXSignMessage() {
  const { client } = useLatchRuntime()
  const { address } = useAccount()
  const siwx = useLatchState(selectSiwx)
  const routeError = useLatchState(selectRouteError)
  const { appName, domain, statement } = describeApp(client.options)
  const { walletInfo: wallet } = useWalletInfo()
  // The app's own icon when it has one, else the wallet that will sign (for a social login, the
  // provider the visitor signed in with, not the embedded wallet's 'Email'), else the app's initial.
  const appIcon = client.options.metadata?.icons[0]
  const badge = appIcon
    ? { name: appName, icon: appIcon }
    : wallet?.social
      ? { name: socialName(wallet.social) }
      : wallet
        ? { name: wallet.name, icon: wallet.icon }
        : { name: appName }
  const signing = siwx.status === 'signing'
  const error = siwx.status === 'error' ? (siwx.error ?? routeError) : undefined
  return (
    <SIWXSignMessageView
      appName={appName}
      badge={badge}
      domain={domain}
      statement={statement}
      account={address ? shortenAddress(address) : undefined}
      signing={signing}
      error={error}
      onSign={() => {
        client.siwx.signIn().catch((failure: unknown) => {
          // Only a missing config or account gets here; the flow handles wallet refusals.
          client.showToast(failure instanceof Error ? failure.message : String(failure), 'error')
        })
      }}
      onCancel={() => void client.siwx.cancel()}
    />
  )
}

/**
 * What the prompt says: the app's metadata name, the sign-in domain (the config's own when it
 * exposes one, else this page's host, which is what sign-in messages are built for) and statement.
 */
export function describeApp(options: {
  metadata?: { name: string; url: string } | undefined
  siwx?: Pick<SiwxConfig, 'domain' | 'statement'> | undefined
  siweConfig?: Pick<SiwxConfig, 'domain' | 'statement'> | undefined
}): { appName: string; domain: string; statement: string } {
  const config = options.siwx ?? options.siweConfig ?? {}
  const pageHost = typeof location === 'undefined' ? '' : location.host
  let metadataHost = ''
  try {
    metadataHost = options.metadata?.url ? new URL(options.metadata.url).host : ''
  } catch {}
  const domain = typeof config.domain === 'string' ? config.domain : pageHost || metadataHost || 'this app'
  return {
    appName: options.metadata?.name || domain,
    domain,
    statement:
      typeof config.statement === 'string' && config.statement ? config.statement : DEFAULT_STATEMENT,
  }
}

const selectSiwx = (state: LatchState) => state.siwx
const selectRouteError = (state: LatchState) => {
  const error = state.router.data?.error
  return typeof error === 'string' ? error : undefined
}
