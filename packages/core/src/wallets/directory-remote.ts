// The wallet directory's server half: the queries through the wallet service and the image prefetch. It
// loads with the directory's first server call, not with the page (see directory.ts).
import type { WalletListing } from '../services/types'
import {
  type GetWalletsParameters,
  WALLET_LIST_LIMITS,
  type WalletServiceClient,
} from '../services/wallet-service'
import type { WalletDirectoryDeps } from './actions'
import { preloadImages } from './images'
import {
  badgeQuery,
  type DirectoryWallet,
  fromListing,
  installedConnectors,
  notInstalled,
  type WalletBadge,
  withBadge,
} from './rules'
import type { DirectoryStore, WalletDirectoryState } from './state'

export interface DirectoryRemote {
  /** Featured, recommended and the first page into the store; throws when a request fails. */
  load(): Promise<void>
  /** One page of the paged list, converted; with a badge, of the listing of the wallets with it. */
  page(page: number, badge?: WalletBadge): Promise<{ wallets: DirectoryWallet[]; count: number }>
  /** The first page of the wallets with the badge, the images shown first fetched (as load's are). */
  firstBadgePage(badge: WalletBadge): Promise<{ wallets: DirectoryWallet[]; count: number }>
  /** Server search results, converted; with a badge, only wallets with it. */
  search(
    query: string,
    signal: AbortSignal,
    badge?: WalletBadge,
  ): Promise<{ wallets: DirectoryWallet[]; count: number }>
  /** The listing with this id from the server. */
  byId(id: string): Promise<DirectoryWallet | undefined>
}

export function createDirectoryRemote(
  store: DirectoryStore,
  deps: WalletDirectoryDeps,
  api: WalletServiceClient,
  lifetime: AbortSignal,
): DirectoryRemote {
  const limits = WALLET_LIST_LIMITS
  const { featuredWalletIds, includeWalletIds, excludeWalletIds } = deps.options

  const get = () => store.getState().wallets
  const set = (patch: Partial<WalletDirectoryState>) => store.setState({ wallets: { ...get(), ...patch } })

  const convert = (listings: readonly WalletListing[]): DirectoryWallet[] =>
    listings.flatMap((listing) => fromListing(listing, api.walletImageUrl) ?? [])

  /** The filters every directory query shares: include, exclude and the configured chains. */
  function baseQuery(extraExclude: readonly string[] = []): GetWalletsParameters {
    const chains = deps.chains()
    return {
      ...(includeWalletIds.length ? { include: includeWalletIds } : {}),
      ...(excludeWalletIds.length || extraExclude.length
        ? { exclude: [...new Set([...excludeWalletIds, ...extraExclude])] }
        : {}),
      ...(chains.length ? { chains } : {}),
    }
  }

  /**
   * Paged wallets leave out the ones already shown above them. A badge listing leaves out none:
   * it is shown alone, after the featured wallets with the badge, each wallet once (see
   * directoryEntries).
   */
  const pagedQuery = (badge?: WalletBadge) =>
    badge
      ? { ...baseQuery(), ...badgeQuery(badge) }
      : baseQuery([...get().featured, ...get().recommended].map((wallet) => wallet.id))

  async function fetchPage(page: number, badge?: WalletBadge) {
    const { data, count } = await api.getWallets({
      ...pagedQuery(badge),
      page,
      entries: limits.pageSize,
      signal: lifetime,
    })
    return { wallets: convert(data), count }
  }

  /** Fetches the images of the first wallets shown (at most 2 s each), so their tiles show whole. */
  const preload = (wallets: readonly DirectoryWallet[]) =>
    preloadImages(
      wallets.map((w) => w.imageUrl),
      limits.prefetchImages,
      limits.imagePreloadTimeoutMs,
      deps.preloadImage,
    )

  async function fetchFeatured(): Promise<DirectoryWallet[]> {
    const wanted = featuredWalletIds.filter((id) => !excludeWalletIds.includes(id))
    if (wanted.length === 0) return []
    const { data } = await api.getWallets({ include: wanted, entries: wanted.length, signal: lifetime })
    const byId = new Map(convert(data).map((wallet) => [wallet.id, wallet]))
    return wanted.flatMap((id) => byId.get(id) ?? []).slice(0, limits.featured)
  }

  return {
    async load() {
      // Connect lists installed wallets in rows of their own, above the recommended ones. One more
      // is asked for per installed wallet and those are left out, so four are still recommended:
      // as many as the rows Connect kept for them while they were on their way (state.ts, awaited).
      const installed = installedConnectors(deps.connectors()).length
      const [featured, recommended] = await Promise.all([
        fetchFeatured(),
        api
          .getWallets({
            ...baseQuery(featuredWalletIds),
            page: 1,
            entries: limits.recommended + installed,
            signal: lifetime,
          })
          .then(({ data }) => notInstalled(convert(data), deps.connectors()).slice(0, limits.recommended)),
      ])
      set({ featured, recommended, listed: true })
      const first = await api.getWallets({
        ...pagedQuery(),
        page: 1,
        entries: limits.pageSize,
        signal: lifetime,
      })
      const wallets = convert(first.data)
      const state = get()
      await preload([...state.featured, ...state.custom, ...recommended, ...wallets])
      set({ status: 'ready', wallets, page: 1, count: first.count, more: 'idle' })
    },

    page: fetchPage,

    async firstBadgePage(badge) {
      const first = await fetchPage(1, badge)
      await preload([...withBadge(get().featured, badge), ...first.wallets])
      return first
    },

    async search(query, signal, badge) {
      const { data, count } = await api.getWallets({
        ...baseQuery(),
        ...badgeQuery(badge),
        page: 1,
        entries: limits.searchEntries,
        search: query,
        signal,
      })
      return { wallets: convert(data), count }
    },

    async byId(id) {
      const { data } = await api.getWallets({ include: [id], entries: 1, signal: lifetime })
      return convert(data)[0]
    },
  }
}
