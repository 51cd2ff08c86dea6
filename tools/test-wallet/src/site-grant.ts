// The Solana, Polkadot and Cosmos sides remember one thing per site across reloads, as their
// extensions do: whether the person allowed it.
import type { StorageLike } from './config'

export interface SiteGrant {
  read(): boolean
  save(granted: boolean): void
}

export function siteGrant(storage: StorageLike | undefined, key: string): SiteGrant {
  return {
    read() {
      try {
        return storage?.getItem(key) === 'granted'
      } catch {
        return false
      }
    },
    save(granted) {
      try {
        if (granted) storage?.setItem(key, 'granted')
        else storage?.removeItem(key)
      } catch {
        // A blocked storage only means the wallet forgets on reload.
      }
    },
  }
}
