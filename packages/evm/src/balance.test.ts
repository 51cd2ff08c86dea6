import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@latch/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchNativeBalance } from './balance'

describe('fetchNativeBalance errors', () => {
  const network: CaipNetwork = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  let server: Server
  let url = ''
  let reply: { status: number; body: string } = { status: 200, body: '' }

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(reply.status).end(reply.body))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const read = () => fetchNativeBalance(address, { ...network, rpcUrls: { default: { http: [url] } } })

  it('names the HTTP status when the RPC answers with an error status', async () => {
    reply = { status: 503, body: 'busy' }
    await expect(read()).rejects.toThrow('Balance request to Local failed: HTTP 503')
  })

  it('passes the JSON-RPC error message and code through', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'boom' } }),
    }
    await expect(read()).rejects.toMatchObject({
      message: 'Balance request to Local failed: boom',
      code: -32000,
    })
  })

  it('refuses results that are not hex quantities (no NaN, no float)', async () => {
    for (const body of ['not json', JSON.stringify({ result: 12 }), JSON.stringify({ result: '0xzz' })]) {
      reply = { status: 200, body }
      await expect(read()).rejects.toThrow('returned an unreadable result')
    }
  })

  it('says which URL could not be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const dead = { ...network, rpcUrls: { default: { http: [`http://127.0.0.1:${port}/`] } } }
    await expect(fetchNativeBalance(address, dead)).rejects.toThrow(
      `http://127.0.0.1:${port}/ could not be reached`,
    )
  })

  it('says when the network has no RPC URL', async () => {
    await expect(fetchNativeBalance(address, network)).rejects.toThrow('Network Local has no RPC URL')
  })
})
