// Sign In With Farcaster through the embedded wallet: ConnectingFarcaster shows the sign-in link
// as a QR code and a link; the development Farcaster client (the page the link opens) signs the
// SIWF message with the custody key the devnet's id registry holds for the fid; the modal then
// connects, and Account shows the Farcaster user name. The same fid comes back to the same
// address; a second answer to the same request (a reused nonce) is refused; Cancel goes back to
// Connect. Screenshots and axe for the view in both themes.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { connectButton, view } from '../support/modal'
import { type Theme, useDemoTheme } from '../support/views'

const frame = (page: Page) => page.frameLocator('iframe[title="Embedded wallet"]')

/** Connect → "Continue with Farcaster" (behind "More": it is the fourth social). */
async function openFarcaster(page: Page) {
  const connect = view(page, 'Connect Wallet')
  if (!(await connect.isVisible())) await connectButton(page).click()
  const button = connect.getByRole('button', { name: 'Continue with Farcaster' })
  if (!(await button.isVisible())) await connect.getByRole('button', { name: /^More/ }).click()
  await button.click()
  const farcaster = view(page, 'Farcaster')
  await expect(farcaster.getByRole('img', { name: 'QR code to connect Farcaster' })).toBeVisible()
  return farcaster
}

/** Follows "Open Farcaster" to the development client and signs in there as `username`. */
async function approveInClient(page: Page, username: string): Promise<Page> {
  const [client] = await Promise.all([
    page.waitForEvent('popup'),
    view(page, 'Farcaster').getByRole('link', { name: 'Open Farcaster' }).click(),
  ])
  await client.getByRole('button', { name: new RegExp(`^Sign in as @${username} `) }).click()
  await expect(client.getByRole('heading', { name: `Signed in as @${username}` })).toBeVisible()
  return client
}

async function connectedAddress(page: Page): Promise<string> {
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/, { timeout: 30_000 })
  return ((await page.getByTestId('account-address').textContent()) ?? '').trim()
}

test.describe('Farcaster sign-in', () => {
  test('a custody signature from the devnet registry connects, the user name shows, the same fid comes back to the same address, and a second answer is refused', async ({
    page,
  }) => {
    await page.goto('/')
    const farcaster = await openFarcaster(page)
    const link = await farcaster.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')
    const params = new URL(link ?? '').searchParams
    expect(params.get('domain')).toBe(new URL(page.url()).host)
    expect(params.get('nonce')).toMatch(/^[0-9a-f]{32}$/)

    const client = await approveInClient(page, 'alice')
    // The first sign-in makes the wallet: its recovery key is confirmed saved.
    await expect(view(page, 'Recovery Key')).toBeVisible({ timeout: 30_000 })
    await frame(page).getByRole('button', { name: 'I have saved it' }).click()
    const address = await connectedAddress(page)
    await connectButton(page).click()
    const social = view(page, 'Account').getByTestId('social-account')
    await expect(social).toContainText('Farcaster')
    await expect(social).toContainText('alice')
    expect(await page.evaluate(() => localStorage.getItem('latch:socialProvider'))).toBe('"farcaster"')

    // The same request answered again (the form sent twice): the relay refuses the reused nonce.
    await client.goBack()
    await client.getByRole('button', { name: /^Sign in as @alice / }).click()
    await expect(client.getByRole('alert')).toHaveText(
      'This sign-in request is not valid any more. Start again in the app.',
    )
    await client.close()

    await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
    await openFarcaster(page)
    await (await approveInClient(page, 'alice')).close()
    expect(await connectedAddress(page)).toBe(address)
  })

  test('Cancel and Back leave the sign-in and return to Connect', async ({ page }) => {
    await page.goto('/')
    const farcaster = await openFarcaster(page)
    await farcaster.getByRole('button', { name: 'Cancel' }).click()
    await expect(view(page, 'Connect Wallet')).toBeVisible()
    await openFarcaster(page)
    await view(page, 'Farcaster').getByRole('button', { name: 'Back' }).click()
    await expect(view(page, 'Connect Wallet')).toBeVisible()
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  })

  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`ConnectingFarcaster looks right and passes axe (${theme})`, async ({ page }) => {
      await useDemoTheme(page, theme)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/')
      await openFarcaster(page)
      await captureView(page, 'ConnectingFarcaster', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
    })
  }
})
