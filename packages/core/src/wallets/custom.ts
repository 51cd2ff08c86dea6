// A directory wallet from the app's own list, converted when the client is built (the custom
// wallets show before any server call), so this stays apart from the rest of the directory's rules.
import type { CustomWallet } from './options'
import type { DirectoryWallet } from './rules'

/** The wallet without its absent fields. */
export function compact(wallet: DirectoryWallet): DirectoryWallet {
  return Object.fromEntries(
    Object.entries(wallet).filter(([, value]) => value !== undefined),
  ) as DirectoryWallet
}

export function fromCustomWallet(wallet: CustomWallet): DirectoryWallet {
  return compact({
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    rdns: wallet.rdns,
    mobileLink: wallet.mobile_link,
    desktopLink: wallet.desktop_link,
    webappLink: wallet.webapp_link,
  })
}
