// Which view chunks the modal fetches: the view it opens on, and a view the visitor is about to
// reach (pointing at or focusing the control that leads there), never the others. The demo is a
// production build, so each view is one file named after it (assets/WalletSend-<hash>.js).
import { VIEWS } from '@latch/core'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, view } from '../support/modal'

// #57: connects and looks around, signs nothing and registers no name.
const ACCOUNT = 57

/** Every view but Connect, which ships inside the modal chunk; ConnectingSiwe shares SIWXSignMessage's file. */
const VIEW_FILES = new Set<string>(VIEWS.filter((name) => name !== 'Connect' && name !== 'ConnectingSiwe'))

/** Records the view chunks the page requests, in order, each once. */
function recordViewFetches(page: Page): () => string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    const name = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
    if (name && VIEW_FILES.has(name) && !fetched.includes(name)) fetched.push(name)
  })
  return () => [...fetched].sort()
}

/**
 * Resolves once whatever the page starts when idle (the moment the modal used to fetch every view
 * ahead) has had its turn: the browser idle, a round trip to the server, idle again.
 */
async function settled(page: Page): Promise<void> {
  const idle = () =>
    page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })))
  await idle()
  await page.evaluate(() => fetch('/latch/config.json').then((response) => response.text()))
  await idle()
}

test('opening the modal fetches the view shown; a view is fetched as the visitor is about to reach it, and a view never reached never is', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  const fetched = recordViewFetches(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(fetched()).toEqual([])

  // Disconnected: Connect ships with the modal, so opening fetches no view at all.
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  const wallet = connect.getByRole('button', { name: 'Latch Dev Wallet Installed' })
  await expect(wallet).toBeVisible()
  await settled(page)
  expect(fetched()).toEqual([])

  // Pointing at the wallet fetches its connecting view before the press.
  await wallet.hover()
  await expect.poll(fetched).toEqual(['ConnectingExternal'])
  await page.keyboard.press('Escape')
  await connectThroughModal(page)

  // Connected, the button opens Account next: its code comes before that click, and none of the
  // views Account's buttons lead to.
  await expect.poll(fetched).toEqual(['Account', 'ConnectingExternal'])
  await connectButton(page).click()
  const account = view(page, 'Account')
  const send = account.getByRole('button', { name: 'Send', exact: true })
  await expect(send).toBeVisible()
  await settled(page)
  expect(fetched()).toEqual(['Account', 'ConnectingExternal'])

  // Focusing Send (the keyboard's way of pointing) fetches Send's view, then the press shows it.
  await send.focus()
  await expect.poll(fetched).toContain('WalletSend')
  await account.getByRole('button', { name: 'Receive', exact: true }).hover()
  await expect.poll(fetched).toContain('WalletReceive')
  await send.click()
  // #57 holds nothing, so Send says so once its balances are read.
  await expect(view(page, 'Send').getByText('No tokens to send on Latch Devnet')).toBeVisible()
  await settled(page)
  // Swap, Buy, the send review, names, Pay...: never reached, never fetched.
  expect(fetched()).toEqual(['Account', 'ConnectingExternal', 'WalletReceive', 'WalletSend'])
})

test("a page offering email login fetches Connect's login part when idle, so the first open shows it at once", async ({
  page,
}) => {
  const loginPart = page.waitForRequest((request) =>
    /\/assets\/ConnectView-[\w-]+\.js$/.test(new URL(request.url()).pathname),
  )
  await page.goto('/')
  // Nobody has pointed at or pressed anything: the idle prefetch asked for it.
  await loginPart
  await connectButton(page).click()
  await expect(view(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' })).toBeVisible()
})
