export * from './createLatch'
export * from './lazy-actions'
export * from './state'
export type * from './types'
