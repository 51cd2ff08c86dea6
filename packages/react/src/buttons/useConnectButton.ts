import {
  type CaipAddress,
  type ChainNamespace,
  type ConnectionStatus,
  getNetwork,
  type LatchState,
  type View,
} from '@latch/core'
import { useCallback, useEffect } from 'react'
import { useLatchRuntime } from '../context'
import { useAccount } from '../hooks/useAccount'
import { useLatch } from '../hooks/useLatch'
import { useLatchState } from '../hooks/useLatchState'
import { useVisitorActed } from '../hooks/useVisitorActed'
import { chunk } from '../modal/chunk'
import { prefetchModal } from '../modal/loadModal'
import { useChunk } from '../modal/useChunk'
import { shortenAddress } from '../utils/address'
import { isSafeImageUrl } from '../utils/image'

export interface ConnectButtonAccount {
  address: string
  caipAddress?: CaipAddress
  /** The account's name when it has one, else the shortened address (`0x1234…abcd`). */
  displayName: string
  /** Only an http(s) or inline image URL; anything else a wallet or listing sent is left out. */
  profileImage?: string
  /**
   * The native balance as the Account view shows it (3 decimals, rounded down), once read: read
   * only for a button given `showBalance`.
   */
  balance?: string
  balanceSymbol?: string
}

export interface ConnectButtonNetwork {
  name: string
  caipNetworkId: string
  chainId: number | string
  /** Left out until the visitor acts on Latch, so nothing is fetched from another host before. */
  iconUrl?: string
  /** The wallet is on a network the app did not ask for. */
  isUnsupported: boolean
}

/** What a `ConnectButton` render function receives to draw the host's own button. */
export interface ConnectButtonRenderProps {
  /**
   * The connected account, or the remembered one while a stored connection is restored (`status`
   * says which), so a returning visitor's first paint is their account.
   */
  account?: ConnectButtonAccount
  network?: ConnectButtonNetwork
  status: ConnectionStatus
  isConnected: boolean
  isOpen: boolean
  /** Opens the modal (Account when connected, else Connect, unless a view is asked for). */
  open(view?: View): void
  /** Opens the network list, or the unsupported-network view when the wallet is on one. */
  openNetworks(): void
  /** Closes the modal; false when a rule refuses (a pending transaction, a required sign-in). */
  close(): boolean
  /** Starts loading the view a click would open on (for pointer-enter or focus handlers). */
  prefetch(): void
}

const balanceChunk = chunk(() => import('./balance'))

/** What the default button draws: the account (or the remembered one), the status and opening. */
export type ButtonAccountState = Pick<
  ConnectButtonRenderProps,
  'account' | 'status' | 'isConnected' | 'open' | 'prefetch'
> & {
  network: ReturnType<typeof getNetwork>
  /** Whether the button reads as busy ("Connecting…"): see useButtonAccount. */
  busy: boolean
}

/**
 * The account part both the default button and a render function draw from. It reads nothing that
 * changes when the modal opens or the visitor first acts, so the default button does not render
 * again in the click that opens the modal.
 */
export function useButtonAccount(namespace?: ChainNamespace, showBalance?: boolean): ButtonAccountState {
  const { client } = useLatchRuntime()
  const account = useAccount(namespace)
  const network = useLatchState(getNetwork)
  const { caipNetwork, isUnsupported } = network
  const { address, isConnected, status } = account
  const pending = status === 'connecting' || status === 'reconnecting'
  // `connecting` stays true for an attempt the visitor may have walked away from: a WalletConnect
  // pairing lives on after its QR is closed, and connects if the phone answers. The button reads as
  // busy only for a restore, which needs nothing from the visitor; for an attempt of theirs (core's
  // loading flag) it keeps offering what they can do, the modal showing the attempt while open.
  const attempting = useLatchState(
    useCallback(
      (state: LatchState) =>
        state.modal.loading[(namespace ?? state.networks.activeNamespace) as ChainNamespace] === true,
      [namespace],
    ),
  )
  const busy = pending && !attempting

  // Only a button that shows a balance loads what reads and formats it.
  const balance = useChunk(showBalance ? balanceChunk : undefined).value
  useEffect(() => balance?.watchBalance(client, namespace), [balance, client, namespace])

  // The view a click opens on, fetched ahead when the visitor points at the button.
  const likelyView: View = isConnected || (address && pending) ? 'Account' : 'Connect'
  return {
    account:
      address && (isConnected || pending)
        ? {
            address,
            caipAddress: account.caipAddress,
            displayName: account.profileName || shortenAddress(address),
            profileImage: isSafeImageUrl(account.profileImage) ? account.profileImage : undefined,
            balance:
              account.balance === undefined || !balance
                ? undefined
                : balance.displayedBalance(
                    account.balance,
                    { supported: !isUnsupported, testnet: caipNetwork?.testnet },
                    client,
                  ),
            balanceSymbol: account.balanceSymbol ?? caipNetwork?.nativeCurrency.symbol,
          }
        : undefined,
    network,
    status,
    busy,
    isConnected,
    open(view) {
      prefetchModal(view ?? likelyView)
      client.open(view ? { view } : undefined)
    },
    prefetch: () => prefetchModal(likelyView),
  }
}

/** The state and actions a render function draws from (`ConnectButton`'s `children`). */
export function useConnectButton(
  namespace?: ChainNamespace,
  showBalance?: boolean,
): ConnectButtonRenderProps {
  const { network, ...state } = useButtonAccount(namespace, showBalance)
  const { close, isOpen } = useLatch()
  const acted = useVisitorActed()
  const { caipNetwork, isUnsupported } = network
  return {
    ...state,
    network: caipNetwork && {
      name: caipNetwork.name,
      caipNetworkId: caipNetwork.caipNetworkId,
      chainId: caipNetwork.id,
      iconUrl: acted ? caipNetwork.assets?.imageUrl : undefined,
      isUnsupported,
    },
    isOpen,
    openNetworks: () => state.open(isUnsupported ? 'UnsupportedChain' : 'Networks'),
    close,
  }
}
