export * from './actions'
export * from './getters'
export * from './state'
export * from './watch-accounts'
