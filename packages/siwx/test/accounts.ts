// Local signing keys from the devnet's well-known test mnemonic (no chain needed to sign).
import { MNEMONIC } from '@latch/devnet'
import { mnemonicToAccount } from 'viem/accounts'

export const alice = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
export const bob = mnemonicToAccount(MNEMONIC, { addressIndex: 1 })
