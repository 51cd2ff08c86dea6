export * from './actions'
export * from './state'
