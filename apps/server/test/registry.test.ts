import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type LatchServer } from '../src/server'
import { generateWallets } from '../src/wallets/registry'
import { backends } from './helpers/backends'

const [pglite] = backends()

describe('a large generated registry', () => {
  let latch: LatchServer
  beforeAll(async () => {
    const storage = await (pglite as NonNullable<typeof pglite>).storage()
    latch = await createServer({ ...storage, wallets: generateWallets(2500), log: 'silent' })
  })
  afterAll(async () => {
    await latch?.close()
  })

  it('pages through 2500 wallets without gaps or repeats', async () => {
    const seen = new Set<string>()
    for (let page = 1; page <= 63; page++) {
      const response = await latch.app.request(`/getWallets?page=${page}&entries=40`)
      const body = (await response.json()) as { data: { id: string }[]; count: number }
      expect(body.count).toBe(2500)
      for (const wallet of body.data) seen.add(wallet.id)
    }
    expect(seen.size).toBe(2500)
  })

  it('serves an image for every generated wallet', async () => {
    const [, , third] = generateWallets(3)
    const response = await latch.app.request(`/getWalletImage/${third?.image_id}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('>EW</text>')
  })

  it('serves its own marks for known networks and WalletConnect, and initials for unknown ids', async () => {
    const text = async (path: string) => {
      const response = await latch.app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      return response.text()
    }
    for (const [id, title] of [
      ['ethereum', 'Ethereum'],
      ['solana', 'Solana'],
      ['bitcoin', 'Bitcoin'],
      ['polkadot', 'Polkadot'],
      ['cosmos', 'Cosmos'],
      ['devnet', 'Devnet'],
    ]) {
      const mark = await text(`/public/getAssetImage/${id}`)
      expect(mark).toContain(`<title>${title}</title>`)
      expect(mark).not.toContain('<text')
    }
    expect(await text('/getWalletImage/walletconnect')).toContain('<title>WalletConnect</title>')
    expect(await text('/getWalletImage/email')).toContain('<title>Email</title>')
    // A currency shows its sign on a neutral tile, not initials on a colour that reads as a flag.
    const dollar = await text('/public/getCurrencyImage/USD')
    expect(dollar).toContain('>$</text>')
    expect(dollar).toContain('fill="#64748b"')
    expect(await text('/public/getCurrencyImage/EUR')).toContain('>€</text>')
    expect(await text('/public/getAssetImage/zora')).toContain('>ZO</text>')
  })
})
