export * from './actions'
export * from './getters'
export * from './rules'
