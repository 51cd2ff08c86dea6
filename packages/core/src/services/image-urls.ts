// The services server's image routes (spec section 7), built without loading the service clients:
// network and WalletConnect marks show in the buttons' first paint, before any service is used.
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from './identity'

export interface ImageUrls {
  /** GET /public/getAssetImage/{id}: network marks. */
  asset(id: string): string
  /** GET /getWalletImage/{id}: wallet marks. */
  wallet(id: string): string
  /** GET /public/getCurrencyImage/{id}: fiat currency marks (the Buy view). */
  currency(id: string): string
}

/** Image URLs on the configured services server, or undefined when there is none to ask. */
export function serviceImageUrls(
  baseUrl: string | undefined,
  projectId: string | undefined,
): ImageUrls | undefined {
  if (!baseUrl || !projectId) return undefined
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const url = (path: string) => {
    const target = new URL(path, base)
    target.searchParams.set('projectId', projectId)
    target.searchParams.set('st', DEFAULT_SDK_TYPE)
    target.searchParams.set('sv', DEFAULT_SDK_VERSION)
    return target.toString()
  }
  return {
    asset: (id) => url(`public/getAssetImage/${encodeURIComponent(id)}`),
    wallet: (id) => url(`getWalletImage/${encodeURIComponent(id)}`),
    currency: (id) => url(`public/getCurrencyImage/${encodeURIComponent(id)}`),
  }
}

/** A network or connector with `imageUrl` filled from its `imageId`, unless it has its own URL. */
export function withImageUrl<T extends { imageId?: string; imageUrl?: string }>(
  item: T,
  route: ((id: string) => string) | undefined,
): T {
  if (item.imageUrl || !item.imageId || !route) return item
  return { ...item, imageUrl: route(item.imageId) }
}
