/**
 * Shortens an address to its head and tail, e.g. `0x1234…abcd`. An address opening with a bech32
 * prefix (cosmos1…, osmo1…) keeps the prefix and 4 more characters, else every Cosmos address
 * would read `cosmos…`. Short or empty input is returned as is.
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  const keep = /^[a-z]+1/.test(address) ? Math.max(head, address.indexOf('1') + 5) : head
  if (address.length <= keep + tail + 1) return address
  return `${address.slice(0, keep)}…${address.slice(-tail)}`
}
