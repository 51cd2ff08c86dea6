// Public API of @latch/wagmi: a wagmi connector that connects through Latch's modal.
export type { LatchConnectorParameters, LatchProvider } from './connector'
export { latch } from './connector'
