// @vitest-environment happy-dom
import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { describePrompt } from './describe-prompt'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainName = (id: number) => (id === 31337 ? 'Latch Devnet (31337)' : `Chain ${id}`)
const describe_ = (method: string, params: unknown) =>
  describePrompt({ method, params, account, chainId: 31337 }, chainName)

describe('what the approval window shows', () => {
  test('a message to sign is shown as text, hex-encoded or not', () => {
    const message = 'Hello from the Latch demo'
    for (const sent of [message, stringToHex(message)])
      expect(describe_('personal_sign', [sent, account])).toEqual({
        title: 'Sign a message',
        facts: [
          ['Message', message],
          ['Account', account],
          ['Network', 'Latch Devnet (31337)'],
        ],
      })
  })

  test("the Solana side's prompts name the Solana network and show the message as text", () => {
    const solana = (method: string, params: unknown[]) =>
      describePrompt({ method, params, account: 'H99Hp', chainId: 0 }, chainName)
    expect(solana('solana:signMessage', ['Hello'])).toEqual({
      title: 'Sign a message',
      facts: [
        ['Message', 'Hello'],
        ['Account', 'H99Hp'],
        ['Network', 'Solana Local'],
      ],
    })
    expect(solana('standard:connect', []).title).toBe('Connect to this site')
  })

  test("the Polkadot and Cosmos sides' prompts name their network and show the message as text", () => {
    const ask = (method: string, params: unknown[]) =>
      describePrompt({ method, params, account: '5Grw', chainId: 0 }, chainName)
    expect(ask('polkadot:signRaw', ['Hello'])).toEqual({
      title: 'Sign a message',
      facts: [
        ['Message', 'Hello'],
        ['Account', '5Grw'],
        ['Network', 'Polkadot'],
      ],
    })
    expect(ask('cosmos:signArbitrary', ['Hi']).facts).toContainEqual(['Network', 'Cosmos Hub'])
    expect(ask('polkadot:enable', []).title).toBe('Connect to this site')
    expect(ask('cosmos:enable', []).facts).toContainEqual(['Network', 'Cosmos Hub'])
  })

  test("the Bitcoin side's prompts name the regtest network and show the message as text", () => {
    const bitcoin = (method: string, params: unknown[]) =>
      describePrompt({ method, params, account: 'bcrt1qa248', chainId: 0 }, chainName)
    expect(bitcoin('bitcoin:signMessage', ['Hello <b>'])).toEqual({
      title: 'Sign a message',
      facts: [
        ['Message', 'Hello <b>'],
        ['Account', 'bcrt1qa248'],
        ['Network', 'Bitcoin Regtest'],
      ],
    })
    expect(bitcoin('bitcoin:connect', []).title).toBe('Connect to this site')
    expect(bitcoin('bitcoin:sendTransfer', []).title).toBe('Approve a Bitcoin transaction')
  })

  test('binary data to sign stays hex', () => {
    expect(describe_('personal_sign', ['0x00ff01', account]).facts[0]).toEqual(['Message', '0x00ff01'])
  })

  test('a transaction shows its recipient and amount in ether', () => {
    const { title, facts } = describe_('eth_sendTransaction', [
      { from: account, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x2386f26fc10000' },
    ])
    expect(title).toBe('Send a transaction')
    expect(facts.slice(0, 2)).toEqual([
      ['To', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
      ['Amount', '0.01 ETH'],
    ])
  })

  test('a network switch names both networks', () => {
    expect(describe_('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]).facts).toEqual([
      ['From', 'Latch Devnet (31337)'],
      ['To', 'Chain 31338'],
    ])
  })
})
