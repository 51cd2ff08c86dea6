export * from './actions'
export * from './rules'
export * from './stack'
export * from './state'
