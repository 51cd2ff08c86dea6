// Bitcoin addresses per network: segwit v0 in bech32 (P2WPKH, P2WSH), v1+ in bech32m (taproot),
// legacy P2PKH and P2SH in base58check. A checksum that fails, a prefix of another network or a
// witness program of the wrong size is refused.
import { sha256 } from '@noble/hashes/sha256'
import { bech32, bech32m, createBase58check } from '@scure/base'

interface AddressParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
}

const MAINNET: AddressParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 }
const TESTNET: AddressParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 }
const REGTEST: AddressParams = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 }

/** The CAIP-2 reference (genesis hash, first 32 hex characters) of Bitcoin's local test chain. */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** Address parameters by CAIP-2 reference: mainnet, testnet3, regtest. */
const NETWORKS: Readonly<Record<string, AddressParams>> = {
  '000000000019d6689c085ae165831e93': MAINNET,
  '000000000933ea01ad0ee984209779ba': TESTNET,
  [BITCOIN_REGTEST_REFERENCE]: REGTEST,
}

/** The longest valid address is a bech32m one of 90 characters (BIP-173/350). */
const MAX_LENGTH = 90

function isSegwitAddress(text: string, params: AddressParams): boolean {
  const lower = text.toLowerCase()
  if (!lower.startsWith(`${params.bech32}1`)) return false
  // BIP-173: all lower or all upper case, never mixed.
  if (text !== lower && text !== text.toUpperCase()) return false
  // The version character decides the checksum kind: q (v0) is bech32, the others bech32m.
  const coder = lower.charAt(params.bech32.length + 1) === 'q' ? bech32 : bech32m
  const decoded = coder.decodeUnsafe(lower, MAX_LENGTH)
  if (!decoded || decoded.prefix !== params.bech32 || decoded.words.length === 0) return false
  const [version, ...rest] = decoded.words as [number, ...number[]]
  if (version > 16) return false
  const program = coder.fromWordsUnsafe(rest)
  if (!program) return false
  if (version === 0) return program.length === 20 || program.length === 32
  return program.length >= 2 && program.length <= 40
}

const base58check = createBase58check(sha256)

function isBase58Address(text: string, params: AddressParams): boolean {
  if (text.length < 26 || text.length > 35) return false
  let payload: Uint8Array
  try {
    payload = base58check.decode(text)
  } catch {
    return false
  }
  return payload.length === 21 && (payload[0] === params.pubKeyHash || payload[0] === params.scriptHash)
}

/**
 * Whether `value` is a Bitcoin address of the network named by its CAIP-2 id or reference
 * (`bip122:000000000019d6689c085ae165831e93` or the reference alone); without a network, of any
 * of mainnet, testnet and regtest.
 */
export function isBitcoinAddress(value: unknown, network?: string): value is string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return false
  const reference = network?.startsWith('bip122:') ? network.slice('bip122:'.length) : network
  const candidates = reference === undefined ? Object.values(NETWORKS) : [NETWORKS[reference]]
  return candidates.some(
    (params) => params !== undefined && (isSegwitAddress(value, params) || isBase58Address(value, params)),
  )
}

/** Whether the address is a legacy P2PKH one (it signs messages the pre-BIP-322 way), on any network. */
export function isBitcoinLegacyAddress(value: string): boolean {
  return /^[1mn]/.test(value) && isBitcoinAddress(value)
}
