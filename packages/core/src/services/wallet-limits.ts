// Kept apart from the wallet service client so the directory's synchronous front can read them
// without loading the client.

/** Wallet list sizes and timings of spec section 9. */
export const WALLET_LIST_LIMITS = {
  featured: 4,
  recommended: 4,
  pageSize: 40,
  searchEntries: 100,
  searchMinWaitMs: 300,
  prefetchImages: 20,
  imagePreloadTimeoutMs: 2000,
} as const
