// The balance rule (and the decimal library behind it) for buttons that show a balance: its own
// chunk, so a page whose buttons show none does not load it.
export { displayedBalance } from '@latch/core'
