/** Shortens an address to its head and tail, e.g. `0x1234…abcd`. Short or empty input is returned as is. */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
