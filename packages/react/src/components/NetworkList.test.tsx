// @vitest-environment happy-dom
import type { CaipNetwork } from '@latch/core'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/harness'
import { NetworkList } from './NetworkList'

afterEach(cleanup)

const network = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('NetworkList', () => {
  it('marks the current network and switches on click', async () => {
    const onSelect = vi.fn()
    const base = network(8453, 'Base')
    renderView(
      <NetworkList networks={[network(1, 'Ethereum'), base]} currentId="eip155:1" onSelect={onSelect} />,
    )
    expect(screen.getByRole('button', { name: /Ethereum/ }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: /Base/ }).hasAttribute('aria-current')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: /Base/ }))
    expect(onSelect).toHaveBeenCalledWith(base)
  })
})
