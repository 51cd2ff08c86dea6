import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { latchCrittersAbi } from '@latch/devnet'
import { formatEther, formatUnits } from 'viem'
import { expect, test } from '../fixtures'
import { view } from '../support/modal'
import {
  account,
  chainClient,
  devnetToken,
  openAccount,
  openTab,
  tokenBalance,
  usd,
} from '../support/portfolio'
import { settle, type Theme, useDemoTheme } from '../support/views'
import { displayBalance } from '../support/wallet'

// Account #1 is only read here: its fixture tokens and Critters never move during the run.
const HOLDER = 1
const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')

test('the Tokens tab shows the fixture balances with their decimals and USD values, sorted by value', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const client = chainClient(manifest)
  const owner = account(manifest, HOLDER)
  const expected = await Promise.all([
    client.getBalance({ address: owner }).then((wei) => ({
      symbol: 'ETH',
      amount: formatEther(wei),
      price: manifest.ethPriceUsd,
    })),
    ...['lUSD', 'LATCH'].map(async (symbol) => {
      const token = devnetToken(manifest, symbol)
      const units = await tokenBalance(client, token.address, owner)
      return { symbol, amount: formatUnits(units, token.decimals), price: token.priceUsd }
    }),
  ])
  await withTestWallet({ accountIndex: HOLDER })
  await openAccount(page)
  const panel = await openTab(page, 'Tokens')
  const rows = panel.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await expect(rows).toHaveCount(expected.length)

  for (const token of expected) {
    const row = rows.filter({ hasText: new RegExp(` ${token.symbol}$`) })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`${displayBalance(token.amount)} ${token.symbol}`)
    await expect(row).toContainText(usd(token.price))
    await expect(row).toContainText(usd(Number(token.amount) * token.price))
  }
  const order = [...expected]
    .sort((a, b) => Number(b.amount) * b.price - Number(a.amount) * a.price)
    .map((token) => token.symbol)
  const shown = await rows.locator('.latch-token-side .latch-muted').allTextContents()
  expect(shown.map((text) => text.split(' ').at(-1))).toEqual(order)
})

test('the NFTs tab shows the Critters with their tokenURI names and rendered images', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const client = chainClient(manifest)
  const owner = account(manifest, HOLDER)
  const nft = manifest.chains[0]?.nft
  if (!nft) throw new Error('devnet has no NFT collection')
  const count = await client.readContract({
    address: nft.address,
    abi: latchCrittersAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
  expect(count).toBeGreaterThan(0n)
  const names = await Promise.all(
    Array.from({ length: Number(count) }, async (_, index) => {
      const tokenId = await client.readContract({
        address: nft.address,
        abi: latchCrittersAbi,
        functionName: 'tokenOfOwnerByIndex',
        args: [owner, BigInt(index)],
      })
      const uri = await client.readContract({
        address: nft.address,
        abi: latchCrittersAbi,
        functionName: 'tokenURI',
        args: [tokenId],
      })
      // A data: URI holding the JSON metadata, base64 or plain.
      const [head = '', body = ''] = uri.split(',', 2)
      const json = head.endsWith(';base64')
        ? Buffer.from(body, 'base64').toString()
        : decodeURIComponent(body)
      return { tokenId, name: (JSON.parse(json) as { name: string }).name }
    }),
  )

  await withTestWallet({ accountIndex: HOLDER })
  await openAccount(page)
  const panel = await openTab(page, 'NFTs')
  const cards = panel.getByRole('list', { name: 'NFTs' }).getByRole('listitem')
  await expect(cards).toHaveCount(names.length)
  for (const { tokenId, name } of names) {
    const card = cards.filter({ hasText: `#${tokenId}` }).filter({ hasText: name })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(nft.name)
    const image = card.getByRole('img', { name })
    await expect(image).toBeVisible()
    // Decoded and drawn, not a broken image or the letter placeholder.
    await expect
      .poll(() => image.evaluate((node) => node instanceof HTMLImageElement && node.naturalWidth > 0))
      .toBe(true)
  }
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`the Account view shows three token rows under its tabs without scrolling, ${viewport.width}x${viewport.height}`, async ({
    page,
    withTestWallet,
  }) => {
    await page.setViewportSize(viewport)
    await withTestWallet({ accountIndex: HOLDER })
    await openAccount(page)
    const rows = (await openTab(page, 'Tokens')).locator('.latch-token-row')
    await expect(rows).toHaveCount(3)
    await settle(page)
    const body = view(page, 'Account').locator('.latch-body')
    expect(await body.evaluate((node) => node.scrollTop)).toBe(0)
    // Wholly inside the scrolling body, and clear of its bottom fade (48 px) where more lies below.
    const bottom = await body.evaluate((node) => {
      const box = node.getBoundingClientRect()
      const padding = Number.parseFloat(getComputedStyle(node).paddingBottom)
      return box.bottom - padding - (node.hasAttribute('data-more-below') ? 48 : 0)
    })
    for (const row of await rows.all()) {
      const box = await row.boundingBox()
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bottom + 1)
    }
    // Every action stays within reach and named: the network switch now sits in the header.
    const dialog = view(page, 'Account')
    await expect(dialog.locator('.latch-header').getByRole('button', { name: /Switch$/ })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  })
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no serious or critical issue on the Tokens tab, and every tab is captured, ${theme} theme`, async ({
    page,
    withTestWallet,
  }) => {
    await withTestWallet({ accountIndex: HOLDER })
    await useDemoTheme(page, theme)
    await openAccount(page)
    const tokens = await openTab(page, 'Tokens')
    await expect(tokens.getByRole('list', { name: 'Tokens' })).toBeVisible()
    await page.mouse.move(0, 0)
    await tokens.scrollIntoViewIfNeeded()
    await settle(page)
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`)
    expect(serious).toEqual([])
    await page.screenshot({ path: `${OUT}/portfolio-tokens-${theme}.png`, animations: 'disabled' })

    const nfts = await openTab(page, 'NFTs')
    await expect(nfts.getByRole('list', { name: 'NFTs' }).getByRole('img').first()).toBeVisible()
    await nfts.scrollIntoViewIfNeeded()
    await settle(page)
    await page.screenshot({ path: `${OUT}/portfolio-nfts-${theme}.png`, animations: 'disabled' })

    const activity = await openTab(page, 'Activity')
    await expect(activity.locator('.latch-activity').first()).toBeVisible()
    await activity.scrollIntoViewIfNeeded()
    await settle(page)
    await page.screenshot({ path: `${OUT}/portfolio-activity-${theme}.png`, animations: 'disabled' })
  })
}
