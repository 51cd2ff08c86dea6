// An Esplora-like HTTP API over the local chain: what a wallet or an app needs to read balances
// and UTXOs, broadcast and follow a transaction. Plus POST /mine, which only a regtest chain has.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Address, OutScript } from '@scure/btc-signer'
import type { BcoinTX } from 'bcoin'
import { ChainError, type LocalBitcoin, type TxStatus } from './chain'
import { FEE_ESTIMATES } from './fees'
import { REGTEST } from './fixtures'

/** A standard transaction is at most 400 000 weight units: 200 kB of hex and then some. */
const MAX_BODY_BYTES = 1024 * 1024

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    // Past the limit the rest is read and dropped, so the client gets the 413 and not a reset.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new ChainError(413, 'Request body too large'))
      else resolve(Buffer.concat(chunks).toString('utf8'))
    })
    request.on('error', reject)
  })
}

/** The address an output pays, when its script is one of the standard kinds. */
function addressOf(script: Buffer): string | undefined {
  try {
    return Address(REGTEST).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

function txJson(chain: LocalBitcoin, tx: BcoinTX, status: TxStatus) {
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    size: tx.getSize(),
    weight: tx.getWeight(),
    vin: tx.inputs.map((input) => ({
      txid: input.prevout.hash.match(/../g)?.reverse().join(''),
      vout: input.prevout.index,
      is_coinbase: tx.isCoinbase(),
    })),
    vout: tx.outputs.map((output) => {
      const script = output.script.toRaw()
      const address = addressOf(script)
      return {
        scriptpubkey: script.toString('hex'),
        ...(address ? { scriptpubkey_address: address } : {}),
        value: output.value,
      }
    }),
    status,
    tip_height: chain.tipHeight(),
  }
}

export interface ApiServer {
  url: string
  server: Server
  close(): Promise<void>
}

export async function serveApi(chain: LocalBitcoin, port: number, host = '127.0.0.1'): Promise<ApiServer> {
  async function route(method: string, path: string, request: IncomingMessage): Promise<unknown> {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
    const [first, second, third] = parts
    if (method === 'GET' && first === 'blocks' && second === 'tip' && parts.length === 3) {
      if (third === 'height') return String(chain.tipHeight())
      if (third === 'hash') return chain.tipHash()
    }
    if (method === 'GET' && first === 'fee-estimates' && parts.length === 1) return FEE_ESTIMATES
    if (method === 'GET' && first === 'address' && second !== undefined) {
      if (parts.length === 2) return { address: second, ...(await chain.addressStats(second)) }
      if (parts.length === 3 && third === 'utxo') return chain.utxos(second)
    }
    if (method === 'GET' && first === 'tx' && second !== undefined && parts.length <= 3) {
      const found = await chain.tx(second)
      if (!found) throw new ChainError(404, 'Transaction not found')
      if (parts.length === 2) return txJson(chain, found.tx, found.status)
      if (third === 'status') return found.status
      if (third === 'hex') return found.tx.toRaw().toString('hex')
    }
    if (method === 'POST' && first === 'tx' && parts.length === 1) {
      return chain.broadcast((await readBody(request)).trim())
    }
    if (method === 'POST' && first === 'mine' && parts.length === 1) {
      const text = await readBody(request)
      let body: { blocks?: unknown; address?: unknown }
      try {
        body = text ? JSON.parse(text) : {}
      } catch {
        throw new ChainError(400, 'The body must be JSON: {"blocks": n, "address"?: "bcrt1…"}')
      }
      const blocks = body.blocks === undefined ? 1 : body.blocks
      if (body.address !== undefined && typeof body.address !== 'string')
        throw new ChainError(400, 'address must be a regtest address')
      const hashes = await chain.mine(blocks as number, body.address as string | undefined)
      return { hashes, height: chain.tipHeight() }
    }
    throw new ChainError(404, `No route: ${method} ${path.slice(0, 200)}`)
  }

  const server = createServer(async (request, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://local').pathname
    try {
      const result = await route(request.method ?? 'GET', path, request)
      if (typeof result === 'string') response.writeHead(200, { 'content-type': 'text/plain' }).end(result)
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
    } catch (error) {
      const status = error instanceof ChainError ? error.status : 500
      const message = error instanceof Error ? error.message : String(error)
      if (!response.headersSent) response.writeHead(status, { 'content-type': 'text/plain' })
      response.end(message)
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
