import { runInContext } from 'node:vm'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInjectScript, type ProviderDetail, type TestWallet } from '../src/index'
import { type Anvil, mnemonic, startAnvil } from './anvil'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil.stop())

type PageWindow = Window & { __latchTestWallet?: TestWallet; pwned?: unknown; ethereum?: unknown }

// A happy-dom Window is a VM context, so the script runs with the window as its global, as in a page.
async function pageWith(script: string) {
  const window = new Window({ url: 'http://localhost:5173' }) as PageWindow
  const announced: ProviderDetail[] = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    announced.push((event as unknown as CustomEvent<ProviderDetail>).detail)
  })
  runInContext(script, window as never)
  return { window, announced, close: () => window.happyDOM.close() }
}

describe('buildInjectScript', () => {
  it('creates, announces and exposes the wallet as window.__latchTestWallet', async () => {
    const script = await buildInjectScript({ mnemonic, chains: [anvil.chain], legacy: true })
    const page = await pageWith(script)
    try {
      const wallet = page.window.__latchTestWallet as TestWallet
      expect(wallet).toBeDefined()
      expect(page.announced).toHaveLength(1)
      expect(page.announced[0]?.provider).toBe(wallet)
      expect(page.announced[0]?.info.name).toBe('Latch Dev Wallet')
      expect(page.window.ethereum).toBe(wallet)
      page.window.dispatchEvent(new page.window.Event('eip6963:requestProvider'))
      expect(page.announced).toHaveLength(2)
      // The bundled wallet reaches the chain through the page's own fetch.
      expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
      wallet.control.rejectNext()
      const error = (await wallet.request({ method: 'eth_requestAccounts' }).catch((e: unknown) => e)) as {
        code: number
      }
      expect(error.code).toBe(4001)
    } finally {
      await page.close()
    }
  })

  it('config strings with </script>, quotes and line separators stay inert data', async () => {
    const name = `</script><script>window.pwned=1</script>"');window.pwned=2;//\u2028\`\${window.pwned=3}`
    const script = await buildInjectScript({ mnemonic, chains: [{ ...anvil.chain, name }], info: { name } })
    expect(script).not.toMatch(/<\/script/i)
    expect(script).not.toContain('\u2028')
    const page = await pageWith(script)
    try {
      expect(page.window.pwned).toBeUndefined()
      expect(page.window.__latchTestWallet?.info.name).toBe(name)
      expect(page.announced[0]?.info.name).toBe(name)
    } finally {
      await page.close()
    }
  })

  it('running the script twice in one window keeps the first wallet', async () => {
    const script = await buildInjectScript({ mnemonic, chains: [anvil.chain] })
    const page = await pageWith(script)
    try {
      const first = page.window.__latchTestWallet
      runInContext(script, page.window as never)
      expect(page.window.__latchTestWallet).toBe(first)
    } finally {
      await page.close()
    }
  })

  it('persist: true keeps the connection in the page localStorage for the next load', async () => {
    const script = await buildInjectScript({ mnemonic, chains: [anvil.chain], persist: true })
    const page = await pageWith(script)
    try {
      await page.window.__latchTestWallet?.request({ method: 'eth_requestAccounts' })
      const saved = page.window.localStorage.getItem('latch-test-wallet:dev.latch.testwallet')
      expect(JSON.parse(saved ?? 'null')).toMatchObject({ granted: true, accountIndex: 0, chainId: 31337 })
    } finally {
      await page.close()
    }
  })

  it('a bad config is refused in Node with a message naming the field', async () => {
    await expect(buildInjectScript(null as never)).rejects.toThrow(/config must be an object/)
    await expect(buildInjectScript({ mnemonic: 'too short', chains: [anvil.chain] })).rejects.toThrow(
      /mnemonic/,
    )
    await expect(
      buildInjectScript({ mnemonic, chains: [{ ...anvil.chain, rpcUrl: 'javascript:alert(1)' }] }),
    ).rejects.toThrow(/rpcUrl/)
    await expect(
      buildInjectScript({ mnemonic, chains: [anvil.chain], legacy: 'yes' as never }),
    ).rejects.toThrow(/legacy/)
  })
})
