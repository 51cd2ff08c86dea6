// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { EMBEDDED_CONNECTOR_ID } from './connector'
import { embeddedWallet } from './embeddedWallet'

describe('embeddedWallet()', () => {
  test('offers its AUTH connector without touching the page; the frame comes with the first use', async () => {
    const adapter = embeddedWallet({ frameUrl: 'http://127.0.0.1:9/frame', projectId: 'p' })
    await adapter.setup({ networks: [] })
    expect(adapter.getConnectors()).toEqual([
      { id: EMBEDDED_CONNECTOR_ID, name: 'Email', type: 'AUTH', chain: 'eip155', imageId: 'email' },
    ])
    expect(document.querySelector('iframe')).toBeNull()
    void adapter.embedded.connectEmail('ada@example.com').catch(() => {})
    const frame = await vi.waitFor(() => {
      const found = document.querySelector('iframe')
      if (!found) throw new Error('no frame yet')
      return found
    })
    expect(frame?.getAttribute('src')).toBe(
      'http://127.0.0.1:9/frame?projectId=p&chainId=1&version=4&enableLogger=false',
    )
    adapter.destroy?.()
  })

  test("the frame's enableLogger follows the host's enableAuthLogger, unless the adapter says otherwise", async () => {
    const srcOf = async (adapter: ReturnType<typeof embeddedWallet>) => {
      void adapter.embedded.connectEmail('ada@example.com').catch(() => {})
      const frame = await vi.waitFor(() => {
        const found = document.querySelector('iframe')
        if (!found) throw new Error('no frame yet')
        return found
      })
      const src = new URL(frame.getAttribute('src') ?? '')
      adapter.destroy?.()
      frame.remove()
      return src.searchParams
    }
    const following = embeddedWallet({ frameUrl: 'http://127.0.0.1:9/frame' })
    await following.setup({ networks: [], projectId: 'p', enableAuthLogger: true })
    expect((await srcOf(following)).get('enableLogger')).toBe('true')
    const quiet = embeddedWallet({ frameUrl: 'http://127.0.0.1:9/frame', enableLogger: false })
    await quiet.setup({ networks: [], projectId: 'p', enableAuthLogger: true })
    const params = await srcOf(quiet)
    expect(params.get('enableLogger')).toBe('false')
    expect(params.get('version')).toBe('4')
  })
})
