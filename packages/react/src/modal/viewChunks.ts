// Every view is its own chunk, loaded when first shown (and prefetched once the modal is open).
// This file stays tiny: the provider reads it to load the first view together with the modal.
import type { View } from '@latch/core'
import type { ComponentType } from 'react'
import { type Chunk, chunk } from './chunk'

const view = (loader: () => Promise<{ default: ComponentType }>) =>
  chunk(() => loader().then((m) => m.default))

export const VIEW_CHUNKS: Partial<Record<View, Chunk<ComponentType>>> = {
  Connect: chunk(() => import('./Modal').then((m) => m.Connect)),
  ConnectingExternal: view(() => import('../views/ConnectingExternal/ConnectingExternal')),
  Account: view(() => import('../views/Account/Account')),
  Networks: view(() => import('../views/Networks/Networks')),
  WalletSend: view(() => import('../views/WalletSend/WalletSend')),
  WalletSendPreview: view(() => import('../views/WalletSendPreview/WalletSendPreview')),
  WalletReceive: view(() => import('../views/WalletReceive/WalletReceive')),
  UnsupportedChain: view(() => import('../views/UnsupportedChain/UnsupportedChain')),
  AllWallets: view(() => import('../views/AllWallets/AllWallets')),
  ConnectingWalletConnect: view(() => import('../views/ConnectingWalletConnect/ConnectingWalletConnect')),
  ConnectingWalletConnectBasic: view(
    () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
  ),
  SIWXSignMessage: view(() => import('../views/SIWXSignMessage/SIWXSignMessage')),
  RegisterAccountName: view(() => import('../views/RegisterAccountName/RegisterAccountName')),
  RegisterAccountNameSuccess: view(
    () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
  ),
}
