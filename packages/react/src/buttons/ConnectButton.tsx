import type { ChainNamespace } from '@latch/core'
import type { ReactNode } from 'react'
import { Avatar } from '../components/Avatar'
import { useLatchState } from '../hooks/useLatchState'
import { useResolvedTheme } from '../hooks/useResolvedTheme'
import { useT } from '../i18n/useT'
import { selectThemeMode } from './selectors'
import { type ConnectButtonRenderProps, useButtonAccount, useConnectButton } from './useConnectButton'

export interface ConnectButtonProps {
  /** Text while disconnected. Default "Connect Wallet" in the modal's language. */
  label?: string
  /**
   * Text while a stored connection is restored. Default "Connecting…" in the modal's language. A
   * connection the visitor started is shown in the modal; the button keeps offering to connect.
   */
  loadingLabel?: string
  /** Namespace whose account is shown; the active one by default. */
  namespace?: ChainNamespace
  /** Reads the native balance once connected and shows it beside the account. */
  showBalance?: boolean
  /**
   * Draws the host's own button instead of Latch's: receives the account, network, status and the
   * open/close actions, and renders whatever it returns.
   */
  children?: (props: ConnectButtonRenderProps) => ReactNode
}

/** Opens the modal; shows the account (avatar and short address or name) once connected. */
export function ConnectButton({ children, ...props }: ConnectButtonProps) {
  return children ? <HostButton {...props}>{children}</HostButton> : <LatchButton {...props} />
}

/** The host's own button, drawn by its render function. */
function HostButton({
  namespace,
  showBalance,
  children,
}: ConnectButtonProps & { children: NonNullable<ConnectButtonProps['children']> }) {
  return children(useConnectButton(namespace, showBalance))
}

/** Latch's button. It reads only what it draws: opening the modal does not render it again. */
function LatchButton({ label, loadingLabel, namespace, showBalance }: Omit<ConnectButtonProps, 'children'>) {
  const state = useButtonAccount(namespace, showBalance)
  const theme = useResolvedTheme(useLatchState(selectThemeMode))
  const t = useT()
  const { account, busy, prefetch } = state
  const common = {
    type: 'button' as const,
    className: 'latch-button',
    'data-latch-theme': theme,
    'aria-busy': busy || undefined,
    onPointerEnter: prefetch,
    onPointerDown: prefetch,
    onFocus: prefetch,
    onClick: () => state.open(),
  }
  // A returning visitor's remembered address shows while the wallet is asked again, so the first
  // paint is their account; a restore that fails clears it and the button offers to connect.
  if (account) {
    return (
      <button
        {...common}
        data-variant="account"
        aria-label={t('Account {name}', { name: account.displayName })}
      >
        <Avatar address={account.address} image={account.profileImage} />
        <span>{account.displayName}</span>
        {showBalance && account.balance !== undefined && (
          // Isolated left to right like every amount in the modal (components/Ltr), here by the
          // attribute alone: the button is in the first load, where each byte counts.
          <span className="latch-button-balance" dir="ltr">
            {account.balance} {account.balanceSymbol}
          </span>
        )}
      </button>
    )
  }
  return (
    <button {...common}>{busy ? (loadingLabel ?? t('Connecting…')) : (label ?? t('Connect Wallet'))}</button>
  )
}
