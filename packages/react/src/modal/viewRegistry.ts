// Every view is its own lazy chunk; a view not built yet shows a short notice instead.
import type { View } from '@latch/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export const VIEW_COMPONENTS: Partial<Record<View, LazyExoticComponent<ComponentType>>> = {
  Connect: lazy(() => import('../views/Connect/Connect')),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternal/ConnectingExternal')),
  Account: lazy(() => import('../views/Account/Account')),
  Networks: lazy(() => import('../views/Networks/Networks')),
  UnsupportedChain: lazy(() => import('../views/UnsupportedChain/UnsupportedChain')),
}

const TITLES: Record<View, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingSiwe: 'Sign In',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
}

export function viewTitle(view: View): string {
  return TITLES[view] ?? 'Latch'
}
