export * from './decimal'
export * from './format'
export * from './units'
