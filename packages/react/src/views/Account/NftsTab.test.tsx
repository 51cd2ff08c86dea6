// @vitest-environment happy-dom
import { initialPortfolioState } from '@latch/core/internal'
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openConnected, startPortfolioWorld } from '../../../test/fixtures/portfolio'
import { renderWithLatch } from '../../../test/harness'
import { NftsTab } from './NftsTab'

const world = startPortfolioWorld()
beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('NFTs tab', () => {
  it('shows a grid of the NFTs the account holds: picture with alt text from the name, collection and token id', async () => {
    const user = userEvent.setup()
    await openConnected(world)
    await user.click(screen.getByRole('tab', { name: 'NFTs' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      const image = within(card).getByRole('img') as HTMLImageElement
      const name = card.querySelector('.latch-nft-name')?.textContent
      expect(image.getAttribute('alt')).toBe(name)
      expect(image.getAttribute('src')).toMatch(/^data:image\//)
      expect(within(card).getByText('Latch Critters')).toBeTruthy()
      expect(within(card).getByText(/^#\d+$/)).toBeTruthy()
    }
  })

  it('shows the empty state for an account with no NFTs', async () => {
    const user = userEvent.setup()
    await openConnected(world, { account: world.account(4) })
    await user.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
  })

  it('only data:image/ and http(s) pictures are shown; anything else gets a placeholder named after the NFT', () => {
    const { client } = renderWithLatch(<NftsTab />)
    const nft = (tokenId: string, image: string, name = `Critter #${tokenId}`) => ({
      collection: { address: '0xc', name: 'Critters', symbol: 'CRIT' },
      tokenId,
      name,
      description: '',
      image,
    })
    act(() =>
      client.store.setState({
        portfolio: {
          ...initialPortfolioState(),
          nfts: {
            status: 'ready',
            items: [
              nft('1', 'data:image/svg+xml;base64,PHN2Zy8+'),
              nft('2', 'https://nft.test/2.png'),
              nft('3', 'javascript:alert(1)'),
              nft('4', 'ipfs://QmHash', ''),
            ],
          },
        },
      }),
    )
    const images = screen.getAllByRole('img')
    expect(
      images.map((image) => [image.tagName, image.getAttribute('aria-label') ?? image.getAttribute('alt')]),
    ).toEqual([
      ['IMG', 'Critter #1'],
      ['IMG', 'Critter #2'],
      ['DIV', 'Critter #3'],
      ['DIV', 'Critters #4'],
    ])
    expect(document.querySelector('[src^="javascript"],[src^="ipfs"]')).toBeNull()
  })
})
