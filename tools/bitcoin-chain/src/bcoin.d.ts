// The parts of bcoin 1.0.2 (untyped) the local chain uses. Hashes are hex strings in internal
// byte order (reversed from the txids and block hashes people read).
declare module 'bcoin' {
  interface BcoinAddress {
    toString(network?: string): string
  }
  interface BcoinScript {
    getAddress(): BcoinAddress | null
    toRaw(): Buffer
  }
  interface BcoinOutput {
    value: number
    script: BcoinScript
  }
  interface BcoinInput {
    prevout: { hash: string; index: number }
  }
  interface BcoinTX {
    inputs: BcoinInput[]
    outputs: BcoinOutput[]
    version: number
    locktime: number
    hash(enc: 'hex'): string
    txid(): string
    isCoinbase(): boolean
    getSize(): number
    getWeight(): number
    getVirtualSize(): number
    toRaw(): Buffer
  }
  interface BcoinCoin {
    hash: string
    index: number
    value: number
    height: number
    script: BcoinScript
  }
  interface BcoinMeta {
    tx: BcoinTX
    height: number
    block: string | null
    time: number
  }
  interface BcoinEntry {
    height: number
    hash: string
    time: number
  }
  interface BcoinBlock {
    hash(enc: 'hex'): string
  }
  interface BcoinCoinView {
    getOutputFor(input: BcoinInput): BcoinOutput | null
  }
  interface BcoinFullNode {
    open(): Promise<void>
    close(): Promise<void>
    chain: {
      tip: BcoinEntry
      height: number
      add(block: BcoinBlock): Promise<unknown>
      getEntry(hashOrHeight: string | number): Promise<BcoinEntry | null>
    }
    miner: { mineBlock(tip: BcoinEntry, address: BcoinAddress): Promise<BcoinBlock> }
    mempool: { addTX(tx: BcoinTX): Promise<unknown>; getTX(hash: string): BcoinTX | null }
    getCoinsByAddress(addresses: BcoinAddress[]): Promise<BcoinCoin[]>
    getMetaByAddress(addresses: BcoinAddress[]): Promise<BcoinMeta[]>
    getMeta(hash: string): Promise<BcoinMeta | null>
    getMetaView(meta: BcoinMeta): Promise<BcoinCoinView>
  }
  const bcoin: {
    FullNode: new (options: Record<string, unknown>) => BcoinFullNode
    TX: { fromRaw(raw: Buffer): BcoinTX }
    Script: { fromRaw(raw: Buffer): BcoinScript }
  }
  export default bcoin
  export type {
    BcoinAddress,
    BcoinCoin,
    BcoinEntry,
    BcoinFullNode,
    BcoinMeta,
    BcoinOutput,
    BcoinScript,
    BcoinTX,
  }
}
