import { describe, expect, test } from 'vitest'
import type { Transaction } from '../services/types'
import { dayLabel, describeTransaction, groupByDay } from './activity'

const ME = '0x00000000000000000000000000000000000000aa'
const OTHER = '0x00000000000000000000000000000000000000bb'
const HASH = `0x${'ab'.repeat(32)}`

function tx(
  id: string,
  minedAt: Date,
  patch: Partial<Transaction['metadata']> = {},
  transfers = [] as Transaction['transfers'],
): Transaction {
  return {
    id,
    metadata: {
      minedAt: minedAt.toISOString(),
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ME,
      sentTo: OTHER,
      hash: HASH,
      ...patch,
    },
    transfers,
  }
}

describe('activity entries', () => {
  test("a native currency transfer shows its network's icon; a token transfer keeps the token's", () => {
    const transfer = (symbol: string) => ({
      direction: 'out',
      quantity: { numeric: '1' },
      fungible_info: { symbol, icon: { url: `https://i.test/${symbol}.png` } },
    })
    const native = { symbol: 'ETH', icon: 'https://i.test/network.svg' }
    const eth = describeTransaction(tx('1', new Date(), {}, [transfer('ETH')]), { account: ME, native })
    const token = describeTransaction(tx('2', new Date(), {}, [transfer('LATCH')]), { account: ME, native })
    expect(eth.icon).toBe('https://i.test/network.svg')
    expect(token.icon).toBe('https://i.test/LATCH.png')
  })

  test('direction is sent or received, amounts carry a sign, 3 decimals rounded down and the symbol', () => {
    const sent = describeTransaction(
      tx('1', new Date(), {}, [
        {
          direction: 'out',
          quantity: { numeric: '1.23456' },
          fungible_info: { symbol: 'ETH', icon: { url: 'https://i.test/eth.png' } },
        },
      ]),
      { account: ME },
    )
    expect(sent).toMatchObject({ direction: 'sent', amounts: ['-1.234 ETH'], icon: 'https://i.test/eth.png' })
    const received = describeTransaction(
      tx('2', new Date(), { sentFrom: OTHER, sentTo: ME }, [
        { quantity: { numeric: '5' }, fungible_info: { symbol: 'lUSD' } },
      ]),
      { account: ME },
    )
    expect(received).toMatchObject({ direction: 'received', amounts: ['+5 lUSD'] })
  })

  test('a trade (a swap paying ETH for lUSD) reads as swapped, with both legs signed', () => {
    const entry = describeTransaction(
      tx('4', new Date(), { operationType: 'trade' }, [
        { direction: 'out', quantity: { numeric: '0.5' }, fungible_info: { symbol: 'ETH' } },
        { direction: 'in', quantity: { numeric: '1472.6934' }, fungible_info: { symbol: 'lUSD' } },
      ]),
      { account: ME },
    )
    expect(entry).toMatchObject({ direction: 'swapped', amounts: ['-0.5 ETH', '+1,472.693 lUSD'] })
  })

  test('an approval reads as approved, with the allowance and its token, or the token alone when unlimited', () => {
    const approval = (quantity: string, unlimited: boolean) => ({
      ...tx('7', new Date(), { operationType: 'approve' }),
      approvals: [
        {
          fungible_info: { symbol: 'lUSD', icon: { url: 'https://icons.test/lusd.png' } },
          quantity: { numeric: quantity },
          unlimited,
        },
      ],
    })
    expect(describeTransaction(approval('1234.5', false), { account: ME })).toMatchObject({
      direction: 'approved',
      amounts: ['1,234.5 lUSD'],
      icon: 'https://icons.test/lusd.png',
    })
    const unlimited = describeTransaction(approval('1.157920892373162e+59', true), { account: ME })
    expect(unlimited).toMatchObject({ direction: 'approved', amounts: ['lUSD'] })
  })

  test('a contract call that moved nothing of the account reads as a call, not as a send with no amount', () => {
    expect(
      describeTransaction(tx('8', new Date(), { operationType: 'execute' }), { account: ME }),
    ).toMatchObject({
      direction: 'called',
      amounts: [],
    })
    const paid = describeTransaction(
      tx('9', new Date(), { operationType: 'execute' }, [
        { direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } },
      ]),
      { account: ME },
    )
    expect(paid).toMatchObject({ direction: 'sent', amounts: ['-1 ETH'] })
  })

  test('an NFT transfer shows its name; spam NFTs are left out', () => {
    const entry = describeTransaction(
      tx('3', new Date(), {}, [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Critter #2', flags: { is_spam: false } },
        },
        { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Spam', flags: { is_spam: true } } },
      ]),
      { account: ME },
    )
    expect(entry.amounts).toEqual(['Critter #2'])
    expect(entry.direction).toBe('received')
  })

  test('an explorer link only when the network has an explorer and the hash is well-formed', () => {
    expect(
      describeTransaction(tx('4', new Date()), { account: ME, explorer: 'https://scan.test/' }).explorerUrl,
    ).toBe(`https://scan.test/tx/${HASH}`)
    expect(describeTransaction(tx('5', new Date()), { account: ME }).explorerUrl).toBeUndefined()
    expect(
      describeTransaction(tx('6', new Date(), { hash: 'javascript:alert(1)' }), {
        account: ME,
        explorer: 'https://scan.test',
      }).explorerUrl,
    ).toBeUndefined()
  })
})

describe('grouping by day', () => {
  const now = new Date(2026, 10, 21, 15, 0)

  test('Today, Yesterday, then en-US dates, with the year only for earlier years', () => {
    expect(dayLabel(new Date(2026, 10, 21, 1), now)).toBe('Today')
    expect(dayLabel(new Date(2026, 10, 20, 23), now)).toBe('Yesterday')
    expect(dayLabel(new Date(2026, 10, 3, 12), now)).toBe('Nov 3')
    expect(dayLabel(new Date(2025, 0, 9, 12), now)).toBe('Jan 9, 2025')
  })

  test('dates are written for the locale asked for; Today and Yesterday stay keys the modal translates', () => {
    expect(dayLabel(new Date(2026, 10, 3, 12), now, 'ja')).toBe('11月3日')
    expect(dayLabel(new Date(2025, 0, 9, 12), now, 'de')).toBe('9. Jan. 2025')
    expect(dayLabel(new Date(2026, 10, 21, 1), now, 'ar')).toBe('Today')
  })

  test('amounts are written for the locale asked for, rounded down to 3 decimals first', () => {
    const entry = describeTransaction(
      tx('de', new Date(), { sentFrom: OTHER, sentTo: ME }, [
        {
          direction: 'in',
          quantity: { numeric: '1234.56789' },
          fungible_info: { symbol: 'ETH' },
        } as NonNullable<Transaction['transfers']>[number],
      ]),
      { account: ME, locale: 'de' },
    )
    expect(entry.amounts).toEqual(['+1.234,567 ETH'])
  })

  test('entries of one local day share a group, newest first as given', () => {
    const entries = [
      tx('a', new Date(2026, 10, 21, 14)),
      tx('b', new Date(2026, 10, 21, 9)),
      tx('c', new Date(2026, 10, 20, 22)),
      tx('d', new Date(2026, 9, 1, 8)),
    ].map((t) => describeTransaction(t, { account: ME }))
    expect(groupByDay(entries, now).map((day) => [day.label, day.entries.map((e) => e.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Oct 1', ['d']],
    ])
  })
})
