import { isBitcoinAddress } from '@latch/core'
import { bitcoinAdapterError } from '../errors'
import type { BitcoinAccountAddress, BitcoinPurpose } from '../wallet-interfaces'

/** Taproot addresses (witness v1) hold ordinals; the others pay. */
export const purposeOf = (address: string): BitcoinPurpose =>
  /^(bc|tb|bcrt)1p/i.test(address) ? 'ordinals' : 'payment'

/** A wallet's address list, checked and ordered payment first; anything malformed is refused. */
export function readAddresses(list: unknown): BitcoinAccountAddress[] {
  if (!Array.isArray(list)) throw bitcoinAdapterError('The wallet returned an invalid address list')
  const addresses = list.slice(0, 10).map((entry: Partial<BitcoinAccountAddress>) => {
    if (!isBitcoinAddress(entry?.address)) throw bitcoinAdapterError('The wallet returned an invalid address')
    const purpose =
      entry.purpose === 'ordinals' || entry.purpose === 'payment' ? entry.purpose : purposeOf(entry.address)
    return {
      address: entry.address,
      publicKey: typeof entry.publicKey === 'string' ? entry.publicKey.slice(0, 130) : '',
      purpose,
      addressType: typeof entry.addressType === 'string' ? entry.addressType.slice(0, 20) : '',
    }
  })
  return addresses.sort((a, b) => Number(a.purpose === 'ordinals') - Number(b.purpose === 'ordinals'))
}
