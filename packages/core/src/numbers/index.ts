export * from './decimal'
export * from './format'
export * from './locale-text'
export * from './units'
