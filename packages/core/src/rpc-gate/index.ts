export * from './actions'
export * from './rules'
export * from './state'
