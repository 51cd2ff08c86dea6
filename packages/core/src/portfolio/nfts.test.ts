import { describe, expect, test } from 'vitest'
import { readNfts, safeNftImage } from './nfts'

describe('NFT pictures and data', () => {
  test('only data:image/ and http(s) URLs are shown as pictures', () => {
    expect(safeNftImage('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(safeNftImage('https://nft.test/1.png')).toBe('https://nft.test/1.png')
    expect(safeNftImage('http://nft.test/1.png')).toBe('http://nft.test/1.png')
    for (const bad of [
      'javascript:alert(1)',
      'ipfs://Qm',
      'data:text/html,<b>',
      'file:///etc/passwd',
      '',
      42,
      null,
    ]) {
      expect(safeNftImage(bad)).toBeUndefined()
    }
  })

  test('a hostile or broken response yields only well-formed NFTs', () => {
    const body = {
      data: [
        null,
        'x',
        { tokenId: '1' },
        { collection: { address: '0xc' }, tokenId: { evil: true } },
        { collection: { address: '0xc', name: 'Critters', symbol: 'CRIT' }, tokenId: 7, name: 'Critter #7' },
        { collection: { address: '0xc', name: 5 }, tokenId: '8', image: 'data:image/png;base64,AA' },
      ],
    }
    expect(readNfts(body)).toEqual([
      {
        collection: { address: '0xc', name: 'Critters', symbol: 'CRIT' },
        tokenId: '7',
        name: 'Critter #7',
        description: '',
      },
      {
        collection: { address: '0xc', name: '', symbol: '' },
        tokenId: '8',
        name: '',
        description: '',
        image: 'data:image/png;base64,AA',
      },
    ])
    expect(readNfts({ data: 'nope' })).toEqual([])
    expect(readNfts(null)).toEqual([])
  })
})
