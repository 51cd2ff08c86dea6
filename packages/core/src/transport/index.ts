export * from './fallback'
export * from './json-rpc'
export * from './ranking'
export * from './rpc-url'
