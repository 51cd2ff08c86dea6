export * from './rules'
