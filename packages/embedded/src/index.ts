// Public API of @latch/embedded: the modal's side of the embedded (email) wallet. For now the
// message protocol shared with the wallet frame; the frame messenger joins it.
export * from './protocol'
