// @latch/core/testing: what adapter packages and their tests use to prove themselves against core:
// the in-memory test adapter and the adapter contract suite. Pinned by test/exports.test.ts.

export { runAdapterContract } from './adapter/contract-suite'
export type * from './adapter/test-adapter'
export { createTestAdapter } from './adapter/test-adapter'
