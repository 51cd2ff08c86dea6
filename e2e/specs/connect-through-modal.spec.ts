import { createPublicClient, formatEther, http } from 'viem'
import { expect, test } from '../fixtures'
import { connectButton, shortAddress, view } from '../support/modal'
import { displayBalance } from '../support/wallet'

const ACCOUNT = 4

test('connecting through the modal with the Latch Dev Wallet shows the address and the balance read from devnet', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = manifest.accounts[ACCOUNT]
  const [chain] = manifest.chains
  if (!address || !chain) throw new Error('devnet manifest is missing accounts or chains')
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')

  await expect(connectButton(page)).toHaveText('Connect Wallet')
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await connect.getByRole('button', { name: 'Latch Dev Wallet' }).click()

  // A successful connection closes the modal; the button now opens the Account view.
  await expect(connect).toBeHidden()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(address)}`)
  await connectButton(page).click()
  const account = view(page, 'Account')
  await expect(account).toBeVisible()
  await expect(account.getByText(shortAddress(address), { exact: true })).toBeVisible()
  const onChain = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address })
  await expect(account.locator('.latch-balance')).toHaveText(`${displayBalance(formatEther(onChain))} ETH`)

  // The host page reads the same account through the hooks.
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-network')).toHaveText(`${chain.name} (eip155:${chain.id})`)
})

test('the demo’s own opt-in dev wallet shows in the modal, connects, and is reconnected after a reload', async ({
  page,
  manifest,
}) => {
  // No injected wallet here: the page offers its own once the visitor opts in (it uses account #0).
  const address = manifest.accounts[0]
  if (!address) throw new Error('devnet has no account #0')
  await page.goto('/')
  await connectButton(page).click()
  const wallets = view(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' })
  const devWallet = wallets.getByRole('button', { name: /^Latch Dev Wallet/ })
  // The directory recommends the dev wallet (it pairs through WalletConnect), but nothing installs it.
  await expect(devWallet).toHaveCount(1)
  await expect(devWallet).not.toContainText('Installed')
  await page.keyboard.press('Escape')

  await page.getByRole('checkbox', { name: /Latch Dev Wallet/ }).check()
  // The dev wallet would ask in its window; this test is about the modal, so it approves by itself.
  await page.getByRole('checkbox', { name: 'Approve automatically' }).check()
  await connectButton(page).click()
  // Opted in, the page announces it: the same row, now installed, connects without pairing.
  await expect(devWallet).toHaveCount(1)
  await expect(devWallet).toContainText('Installed')
  await devWallet.click()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(address)}`)

  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${shortAddress(address)}`)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
})

// Connect lists wallets and socials the services server sends. Rows that arrived after it showed
// pushed the rows below them and re-centred the card, so a press could land on another row; now
// a row is kept for each directory wallet on its way, and the wallet takes it. Opened without
// pointing first (a touch, or the app's own open()), so the lists are asked for only once the
// dialog is painted, and the kept rows show.
for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`Connect shows whole on a ${size.name} in the click's frame: its rows never move, and the directory's wallets take the rows kept for them`, async ({
    page,
    withTestWallet,
  }) => {
    await page.setViewportSize(size)
    // Installed, so its row shows; nothing is connected or sent here.
    await withTestWallet({ accountIndex: 80 })
    await page.goto('/')
    // Each frame from the click on: every row's name (`kept` for a row kept for a wallet on its
    // way) and its top within the card, as laid out (the card's own movement and scale, as it
    // slides or rises in, left out). Recorded until no row is kept any more, and 10 frames on.
    await page.evaluate(() => {
      const frames: string[][] = []
      const done = { at: -1 }
      Object.assign(window, { connectFrames: frames, connectDone: done })
      const layoutTop = (element: Element | null) => {
        let top = 0
        for (let at = element as HTMLElement | null; at; at = at.offsetParent as HTMLElement | null)
          top += at.offsetTop
        return top
      }
      const record = () => {
        const dialog = document.querySelector('[role=dialog]')
        const rows = dialog ? [...dialog.querySelectorAll('button, li[aria-hidden="true"]')] : []
        if (dialog && rows.length > 2) {
          const top = layoutTop(dialog)
          const frame = rows.map(
            (row) => `${row.tagName === 'LI' ? 'kept' : row.textContent}@${layoutTop(row) - top}`,
          )
          frames.push(frame)
          if (done.at < 0 && !frame.some((row) => row.startsWith('kept@'))) done.at = frames.length
        }
        if ((done.at < 0 || frames.length < done.at + 10) && frames.length < 600)
          requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await connectButton(page).evaluate((button) => (button as HTMLButtonElement).click())
    const frames = await page.waitForFunction(
      () => {
        const { connectFrames, connectDone } = window as unknown as {
          connectFrames: string[][]
          connectDone: { at: number }
        }
        return connectDone.at > 0 && connectFrames.length >= connectDone.at + 10 && connectFrames
      },
      undefined,
      { timeout: 15_000 },
    )
    const recorded = (await frames.jsonValue()) as string[][]
    // The All Wallets row's count may fill in; the row itself stays where it is.
    const shape = (frame: string[]) => frame.map((row) => row.replace(/^All Wallets[\d,]*/, 'All Wallets'))
    const first = shape(recorded[0] ?? [])
    expect(first.some((row) => row.includes('Continue with Google'))).toBe(true)
    expect(first.some((row) => row.includes('Latch Dev Wallet'))).toBe(true)
    expect(first.filter((row) => row.startsWith('kept@')).length).toBeGreaterThan(0)
    const place = (row: string) => row.slice(row.lastIndexOf('@'))
    for (const frame of recorded.map(shape)) {
      // The same rows in the same places: only a kept row's name changes, to its wallet's.
      expect(frame.map(place)).toEqual(first.map(place))
      frame.forEach((row, index) => {
        if (!first[index]?.startsWith('kept@')) expect(row).toBe(first[index])
      })
    }
    expect(recorded.at(-1)?.some((row) => row.startsWith('kept@'))).toBe(false)
  })
}
