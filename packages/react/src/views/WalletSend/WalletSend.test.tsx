// @vitest-environment happy-dom
import type { CaipNetwork } from '@latch/core'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function openSend(options: Parameters<typeof openConnected>[1] = {}) {
  const user = userEvent.setup()
  const rendered = await openConnected(world, options)
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await screen.findByRole('dialog', { name: 'Send' })
  // Balances fill the token list.
  await screen.findByRole('option', { name: /^lUSD/ })
  return { ...rendered, user }
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { token?: RegExp; amount?: string; to?: string },
) {
  if (values.token) {
    const option = screen.getByRole('option', { name: values.token }) as HTMLOptionElement
    await user.selectOptions(field('Token'), option)
  }
  if (values.amount !== undefined) await user.type(field('Amount'), values.amount)
  if (values.to !== undefined) await user.type(field('Receiver address'), values.to)
}

/**
 * Registers `label.latch.id` on the devnet chain for a fresh key, as its owner would, and returns
 * the address. The request goes to the server's routes in-process: under happy-dom the listener
 * would build its request bodies with the page's Request class, which cannot read them.
 */
async function registerName(label: string): Promise<string> {
  const key = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name: `${label}.latch.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    // Bound to this names server, the purpose and the signer, as the server asks.
    domain: new URL(world.server.url).hostname,
    purpose: 'latch-name-registration',
    address: key.address,
  })
  const response = await world.server.server.app.request('/v1/profile/account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 0x80000000 + Number(world.network.id),
      address: key.address,
      message,
      signature: await key.signMessage({ message }),
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return key.address
}

/** The message a field is described by (its aria-describedby), when it is marked invalid. */
function fieldMessage(name: string): string | undefined {
  const input = field(name)
  if (input.getAttribute('aria-invalid') !== 'true') return undefined
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

/**
 * The services price every token at `usd` (under happy-dom the in-process server cannot read the
 * page's POST bodies, so the price request is answered here). Other requests go through.
 */
function priceEveryTokenAt(usd: number) {
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).includes('/v1/fungible/price')
      ? Promise.resolve(
          new Response(JSON.stringify({ fungibles: [{ name: '', symbol: '', iconUrl: '', price: usd }] }), {
            headers: { 'content-type': 'application/json' },
          }),
        )
      : real(input, init),
  )
}

const uniqueLabel = () => `w${Math.random().toString(36).slice(2, 10)}`

describe('Send to a registered name', () => {
  it('resolves a typed name, shows its address under the field, and sends to that address', async () => {
    const label = uniqueLabel()
    const address = await registerName(label)
    const { user, adapter } = await openSend()
    const sent = vi.spyOn(adapter, 'sendTransaction')
    await fill(user, { token: /^ETH/, amount: '0.1', to: `${label}.latch.id` })
    expect((await screen.findByText(address)).closest('.latch-resolved-address')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    await screen.findByRole('dialog', { name: 'Review Send' })
    expect((await screen.findByTitle(address)).textContent).toMatch(
      new RegExp(`^${label}\\.latch\\.id \\(0x`),
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ to: address, value: 100_000_000_000_000_000n })
  })

  it("shows 'Error resolving name' for an unknown name, once, and does not continue to the review", async () => {
    const { user, client } = await openSend()
    await fill(user, { token: /^ETH/, amount: '0.1', to: `${uniqueLabel()}.latch.id` })
    expect(await screen.findByText('Error resolving name')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    // The line under the field says it, and describes the field: nothing below the form repeats it.
    expect(fieldMessage('Receiver address')).toBe('Error resolving name')
    expect(screen.getAllByText('Error resolving name')).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(client.store.getState().router.view).toBe('WalletSend')
  })

  it('submitted while the name resolves, it leaves one final message: no stale "Resolving name…"', async () => {
    const { user, client } = await openSend()
    await fill(user, { token: /^ETH/, amount: '1' })
    // Typed and submitted at once, before the (debounced) lookup has answered.
    await user.type(field('Receiver address'), `${uniqueLabel()}.latch.id{Enter}`)
    await screen.findByText('Error resolving name')
    await new Promise((settle) => setTimeout(settle, 300))
    expect(screen.queryByText('Resolving name…')).toBeNull()
    expect(screen.getAllByText('Error resolving name')).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(client.store.getState().router.view).toBe('WalletSend')
  })

  it('submitted while a registered name resolves, it goes on to the review once the name has resolved', async () => {
    const label = uniqueLabel()
    const address = await registerName(label)
    const { user } = await openSend()
    await fill(user, { token: /^ETH/, amount: '0.1' })
    await user.type(field('Receiver address'), `${label}.latch.id{Enter}`)
    await screen.findByRole('dialog', { name: 'Review Send' })
    expect((await screen.findByTitle(address)).textContent).toMatch(
      new RegExp(`^${label}\\.latch\\.id \\(0x`),
    )
  })
})

describe('Send', () => {
  it("refuses a send without a token: 'A token is required'", async () => {
    const { user } = await openSend()
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(screen.getByRole('alert').textContent).toBe('A token is required')
    expect(screen.getByText('A token is required', { selector: '.latch-toast' })).toBeTruthy()
  })

  it("its validation toast, and the form's copy of it, leave once the visitor changes the form, and the toast when they leave the view", async () => {
    const toast = () => document.querySelector('.latch-toast')?.textContent
    const { user } = await openSend()
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(toast()).toBe('A token is required')
    await fill(user, { token: /^ETH/ })
    expect(toast()).toBeUndefined()
    expect(screen.queryByRole('alert')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(toast()).toBe('An amount and receiver address are required')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(toast()).toBeUndefined()
  })

  it("refuses a send without amount or receiver: 'An amount and receiver address are required'", async () => {
    const { user } = await openSend()
    await fill(user, { token: /^ETH/, amount: '1' })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(screen.getByRole('alert').textContent).toBe('An amount and receiver address are required')
    // The empty field itself says 'Required'; the amount typed is kept and not marked.
    expect(fieldMessage('Receiver address')).toBe('Required')
    expect(fieldMessage('Amount')).toBeUndefined()
    expect(field('Amount').value).toBe('1')
  })

  it("marks each empty field 'Required' and a garbage amount 'Invalid input', keeping what was typed", async () => {
    const { user, client } = await openSend()
    await fill(user, { token: /^ETH/ })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(fieldMessage('Amount')).toBe('Required')
    expect(fieldMessage('Receiver address')).toBe('Required')
    await fill(user, { amount: '12abc<b>', to: world.account(1) })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(fieldMessage('Amount')).toBe('Invalid input')
    expect(fieldMessage('Receiver address')).toBeUndefined()
    expect(field('Amount').value).toBe('12abc<b>')
    expect(client.store.getState().router.view).toBe('WalletSend')
  })

  it('refuses a receiver with a wrong checksum, and the field says so', async () => {
    const { user } = await openSend()
    const typo = world.account(1).replace(/[a-f]/, (c) => c.toUpperCase())
    await fill(user, { token: /^ETH/, amount: '1', to: typo })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(fieldMessage('Receiver address')).toBe(
      'The address checksum does not match: check the address for a typo',
    )
    expect(field('Receiver address').value).toBe(typo)
  })

  it('takes an EVM address without its 0x: the review and the wallet get it with 0x, and it is sent', async () => {
    const { user, client, adapter } = await openSend()
    const sent = vi.spyOn(adapter, 'sendTransaction')
    const to = world.account(1)
    await fill(user, { token: /^ETH/, amount: '0.001', to: to.slice(2) })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    await screen.findByRole('dialog', { name: 'Review Send' })
    expect((await screen.findByTitle(to)).textContent).toMatch(/^0x/)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(sent.mock.calls[0]?.[0]).toMatchObject({ to, value: 1_000_000_000_000_000n })
    expect(client.store.getState().send).toEqual({})
  })

  it('says what is wrong with an amount that is a number but cannot be sent', async () => {
    const { user } = await openSend()
    await fill(user, { token: /^ETH/, to: world.account(1) })
    const cases: [string, string][] = [
      ['-5', 'Enter an amount greater than 0'],
      ['0', 'Enter an amount greater than 0'],
      ['1e3', 'Write the amount as a plain number, such as 0.5'],
      ['1,5', 'Write the amount as a plain number, such as 0.5'],
      ['0.1234567890123456789012345', 'Too many decimals for ETH (at most 18)'],
    ]
    for (const [amount, message] of cases) {
      await user.clear(field('Amount'))
      await user.type(field('Amount'), amount)
      await user.click(screen.getByRole('button', { name: 'Review send' }))
      expect(fieldMessage('Amount'), amount).toBe(message)
    }
    // An amount ETH cannot hold has no value to show either.
    expect(screen.queryByTestId('send-value')).toBeNull()
  })

  it('in a decimal-comma locale 1,5 is 1.5: worth, review and wallet all read it so', async () => {
    const { user, client, adapter } = await openSend()
    const sent = vi.spyOn(adapter, 'sendTransaction')
    priceEveryTokenAt(1)
    await fill(user, { token: /^lUSD/, amount: '1,5', to: world.account(1) })
    client.setLocale('de')
    // Worth 1.5 lUSD at $1.00, the German way.
    await waitFor(() => expect(screen.getByTestId('send-value').textContent).toMatch(/^Wert: 1,50\s\$$/))
    await user.click(screen.getByRole('button', { name: 'Senden prüfen' }))
    expect(await screen.findByText('1,5 lUSD')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Senden' }))
    await waitFor(() => expect(sent).toHaveBeenCalled())
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [world.account(1) as `0x${string}`, 1_500_000n],
      }),
    })
  })

  it('shows what an amount is worth exactly, to the cent, however large', async () => {
    const { user } = await openSend()
    priceEveryTokenAt(3000)
    // As a float this is worth $299,999,999,999,999,960,000,000,000.00.
    await fill(user, { token: /^ETH/, amount: '99999999999999999999999' })
    await waitFor(() =>
      expect(screen.getByTestId('send-value').textContent).toBe(
        'Worth $299,999,999,999,999,999,999,997,000.00',
      ),
    )
    await user.clear(field('Amount'))
    await user.type(field('Amount'), '0.123456789')
    // 370.370367 rounds half up to the cent.
    expect(screen.getByTestId('send-value').textContent).toBe('Worth $370.37')
  })

  it("refuses an amount above the balance: the amount says 'Insufficient balance'", async () => {
    const { user } = await openSend()
    await fill(user, { token: /^lUSD/, amount: '99999999', to: world.account(1) })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(fieldMessage('Amount')).toBe('Insufficient balance')
  })

  it('Max fills the native balance less room for gas (estimated gas * maxFeePerGas)', async () => {
    const { user, client } = await openSend()
    await fill(user, { token: /^ETH/ })
    await user.click(screen.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(field('Amount').value).not.toBe(''))
    const ether = client.store.getState().send.token
    const balance = parseUnits(ether?.quantity.numeric ?? '0', 18)
    const max = parseUnits(field('Amount').value, 18)
    expect(max).toBeGreaterThan(0n)
    // 21,000 gas at a devnet gas price of at most a few gwei, times 1.2.
    expect(balance - max).toBeGreaterThanOrEqual(21_000n)
    expect(balance - max).toBeLessThan(21_000n * 100_000_000_000n)
  })

  it('reviews an ERC-20 send with the network fee, sends transfer(to, amount) and returns to a refreshed Account', async () => {
    const { user, client, adapter } = await openSend()
    const sent = vi.spyOn(adapter, 'sendTransaction')
    await fill(user, { token: /^lUSD/, amount: '12.5', to: world.account(1) })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    await screen.findByRole('dialog', { name: 'Review Send' })
    // The title changes at once; the review's own chunk may still be on its way.
    expect(await screen.findByText('12.5 lUSD')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByText(/ ETH$/, { selector: 'dd bdi' }).textContent).toMatch(/^[\d.]+ ETH$/),
    )
    const fetches = vi.spyOn(globalThis, 'fetch')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('dialog', { name: 'Account' })
    const lusd = world.devnet.manifest.chains[0]?.tokens.find((t) => t.symbol === 'lUSD')?.address
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      to: lusd,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [world.account(1) as `0x${string}`, 12_500_000n],
      }),
    })
    expect(client.store.getState().send).toEqual({})
    await waitFor(() =>
      expect(
        fetches.mock.calls.some(
          ([url]) => String(url).includes('/balance') && String(url).includes('forceUpdate=true'),
        ),
      ).toBe(true),
    )
  })

  it('a wallet rejection (4001) keeps the form exactly as it was, with an error message', async () => {
    const { user, client, adapter } = await openSend()
    await fill(user, { token: /^ETH/, amount: '0.25', to: world.account(2) })
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    await screen.findByRole('dialog', { name: 'Review Send' })
    const draft = client.store.getState().send
    adapter.failNext(
      'sendTransaction',
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Transaction declined in the wallet')
    expect(client.store.getState().send).toBe(draft)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Send' })
    expect(field('Amount').value).toBe('0.25')
    expect(field('Receiver address').value).toBe(world.account(2))
    expect((field('Token') as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toMatch(/^ETH/)
  })

  it('with nothing to send on the network it says so in place of an empty token picker, and offers Receive', async () => {
    // A fresh key: the services read its balances and find none.
    const { client } = await openConnected(world, {
      account: privateKeyToAccount(generatePrivateKey()).address,
    })
    client.router.push('WalletSend')
    const message = await screen.findByText(`No tokens to send on ${world.network.name}`)
    expect(message).toBeTruthy()
    expect(screen.queryByLabelText('Token')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }))
    await screen.findByRole('dialog', { name: 'Receive' })
  })

  it("does not assume eip155: elsewhere it says 'Send is supported only on eip155, solana and bip122'", async () => {
    const polkadot: CaipNetwork = {
      id: '91b171bb158e2d3848fa23a9f1c25182',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      chainNamespace: 'polkadot',
      name: 'Polkadot',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: [] } },
    }
    const { client } = await openConnected(world, {
      config: { networks: [polkadot] },
      adapter: {
        namespace: 'polkadot',
        accounts: ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
        chainId: polkadot.id,
      },
    })
    client.router.push('WalletSend')
    expect(await screen.findByText('Send is supported only on eip155, solana and bip122')).toBeTruthy()
  })
})
