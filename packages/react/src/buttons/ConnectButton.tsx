import type { ChainNamespace } from '@latch/core'
import { Avatar } from '../components/Avatar'
import { useAccount } from '../hooks/useAccount'
import { useLatch } from '../hooks/useLatch'
import { useLatchState } from '../hooks/useLatchState'
import { useResolvedTheme } from '../hooks/useResolvedTheme'
import { prefetchModal } from '../modal/loadModal'
import { shortenAddress } from '../utils/address'
import { selectThemeMode } from './selectors'

export interface ConnectButtonProps {
  /** Text while disconnected. Default "Connect Wallet". */
  label?: string
  /** Text while a connection is being made or restored. Default "Connecting…". */
  loadingLabel?: string
  /** Namespace whose account is shown; the active one by default. */
  namespace?: ChainNamespace
}

/** Opens the modal; shows the account (avatar and short address or name) once connected. */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  namespace,
}: ConnectButtonProps) {
  const { open } = useLatch()
  const account = useAccount(namespace)
  const theme = useResolvedTheme(useLatchState(selectThemeMode))
  const busy = account.status === 'connecting' || account.status === 'reconnecting'
  const prefetch = () => prefetchModal(account.isConnected ? 'Account' : 'Connect')
  const common = {
    type: 'button' as const,
    className: 'latch-button',
    'data-latch-theme': theme,
    onPointerEnter: prefetch,
    onPointerDown: prefetch,
    onFocus: prefetch,
    onClick: () => {
      prefetch()
      open()
    },
  }
  // A returning visitor's remembered address shows while the wallet is asked again, so the first
  // paint is their account; a restore that fails clears it and the button offers to connect.
  if (account.address && (account.isConnected || busy)) {
    const short = shortenAddress(account.address)
    return (
      <button
        {...common}
        data-variant="account"
        aria-label={`Account ${account.profileName ?? short}`}
        aria-busy={busy || undefined}
      >
        <Avatar address={account.address} image={account.profileImage} />
        <span>{account.profileName || short}</span>
      </button>
    )
  }
  return (
    <button {...common} aria-busy={busy || undefined}>
      {busy ? loadingLabel : label}
    </button>
  )
}
