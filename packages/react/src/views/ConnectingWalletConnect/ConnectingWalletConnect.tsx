import type { DirectoryWallet, LatchState, WalletLinkKind } from '@latch/core'
import { detectMobile, walletLinks } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { PairingPanel } from '../../components/PairingPanel'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { usePairing } from '../../hooks/usePairing'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import '../../styles/walletList.css'

const LINK_LABELS: Record<WalletLinkKind, MessageKey> = {
  mobile: 'Open app',
  desktop: 'Open desktop app',
  web: 'Open web app',
}

/**
 * Pairs with the chosen wallet: its QR code, "Copy link", and links that open the wallet's app
 * with the pairing URI. A wallet known only by id (a recent one) is looked up in the directory.
 */
export default function ConnectingWalletConnect() {
  const { client } = useLatchRuntime()
  const chosen = useLatchState(selectWallet)
  const walletConnectMark = useLatchState(selectWalletConnectMark)
  const [wallet, setWallet] = useState<DirectoryWallet | undefined>(chosen)
  const { pairing, copy, retry } = usePairing('ConnectingWalletConnect', wallet)
  const t = useT()

  useEffect(() => {
    setWallet(chosen)
    if (!chosen || chosen.mobileLink || chosen.desktopLink || chosen.webappLink) return
    let live = true
    client.wallets.find(chosen.id).then(
      (found) => live && found && setWallet({ ...found, ...chosen, ...withLinks(found) }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [client, chosen])

  const name = wallet?.name ?? 'WalletConnect'
  const links =
    wallet && pairing.uri && pairing.status === 'pairing'
      ? walletLinks(wallet, pairing.uri, detectMobile())
      : []
  return (
    <PairingPanel
      pairing={pairing}
      walletName={name}
      walletIcon={wallet ? wallet.imageUrl : walletConnectMark}
      onCopy={copy}
      onRetry={retry}
      heading={wallet ? t('Scan with {name}', { name }) : t('Scan with your phone')}
    >
      {links.length > 0 && (
        <div className="latch-wc-actions">
          {links.map((link) => (
            <a
              key={link.kind}
              className="latch-secondary"
              href={link.href}
              {...(link.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t(LINK_LABELS[link.kind])}
            </a>
          ))}
        </div>
      )}
    </PairingPanel>
  )
}

const withLinks = (wallet: DirectoryWallet) => ({
  mobileLink: wallet.mobileLink,
  desktopLink: wallet.desktopLink,
  webappLink: wallet.webappLink,
})

function isWallet(value: unknown): value is DirectoryWallet {
  const { id, name } = (value ?? {}) as Record<string, unknown>
  return typeof id === 'string' && typeof name === 'string'
}

const selectWallet = (state: LatchState) => {
  const wallet = state.router.data?.wallet
  return isWallet(wallet) ? wallet : undefined
}

/** Pairing with no wallet chosen (the WalletConnect row) shows the mark that row shows. */
const selectWalletConnectMark = (state: LatchState) =>
  state.connection.connectors.find((connector) => connector.type === 'WALLET_CONNECT')?.imageUrl
