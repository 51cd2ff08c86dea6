export type { PayActions, PayDeps } from './actions'
export * from './lazy'
export * from './rules'
export * from './state'
