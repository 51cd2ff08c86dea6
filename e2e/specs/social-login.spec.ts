// Social login through the embedded wallet, with a local OpenID provider standing in for each of
// the six providers (the services server holds its client credentials): the popup, the provider's
// sign-in and consent, back in the modal connected; the same address on the next login; the user
// name in Account; a refused consent and a closed popup back on Connect; forged answers refused;
// the 'Authenticating...' toast clear of the view's spinner and heading.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import { connectButton, modal, view } from '../support/modal'
import { settle, type Theme, useDemoTheme } from '../support/views'

const PROVIDERS = [
  ['google', 'Google'],
  ['x', 'X'],
  ['discord', 'Discord'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
] as const
let counter = 0
const freshName = () => `ada${Date.now().toString(36)}${++counter}`
const frame = (page: Page) => page.frameLocator('iframe[title="Embedded wallet"]')

/** Clicks the provider's button on Connect (behind "More" when not among the first) and returns the popup. */
async function openProvider(page: Page, label: string): Promise<Page> {
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  const button = connect.getByRole('button', { name: `Continue with ${label}` })
  if (!(await button.isVisible())) await connect.getByRole('button', { name: /^More/ }).click()
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()])
  return popup
}

/** Signs in at the local provider as `name` and consents. */
async function signInAtProvider(popup: Page, name: string) {
  await popup.locator('input[name="login"]').fill(name)
  await popup.locator('input[name="password"]').fill('any password')
  await popup.getByRole('button', { name: 'Sign-in' }).click()
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** A first login makes the wallet: its recovery key is confirmed saved. */
async function saveRecoveryKey(page: Page) {
  await expect(view(page, 'Recovery Key')).toBeVisible({ timeout: 30_000 })
  await frame(page).getByRole('button', { name: 'I have saved it' }).click()
}

/**
 * A redirect login from Connect: the page itself goes to the provider, signs in as a fresh name
 * and comes back with `result_uri`, which is consumed; a new wallet's key is saved. Returns the name.
 */
async function signInByRedirect(page: Page, label: string): Promise<string> {
  await connectButton(page).click()
  await view(page, 'Connect Wallet')
    .getByRole('button', { name: `Continue with ${label}` })
    .click()
  await page.waitForURL(/\/interaction\//)
  const name = freshName()
  await signInAtProvider(page, name)
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('result_uri'))
  await saveRecoveryKey(page)
  await connectedAddress(page)
  return name
}

type Box = { x: number; y: number; width: number; height: number }
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } }

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function connectedAddress(page: Page): Promise<string> {
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/, { timeout: 30_000 })
  return ((await page.getByTestId('account-address').textContent()) ?? '').trim()
}

test.describe('social login', () => {
  for (const [provider, label] of PROVIDERS) {
    test(`${label}: popup, sign-in and consent, connected with the user name shown; the same address on the next login`, async ({
      page,
    }) => {
      const name = freshName()
      await page.goto('/')
      const popup = await openProvider(page, label)
      await expect(view(page, 'Social Login')).toContainText(`Continue with ${label}`)
      await signInAtProvider(popup, name)
      // The modal closes the popup once it has the provider's answer.
      await expect.poll(() => popup.isClosed()).toBe(true)
      await saveRecoveryKey(page)
      const address = await connectedAddress(page)
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await connectButton(page).click()
      await expect(view(page, 'Account').getByTestId('social-account')).toContainText(label)
      if (provider !== 'apple')
        await expect(view(page, 'Account').getByTestId('social-account')).toContainText(name)
      expect(await page.evaluate(() => localStorage.getItem('latch:socialProvider'))).toBe(
        JSON.stringify(provider),
      )

      // Out and in again: the provider remembers the sign-in; the same wallet, no new key.
      await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
      const again = await openProvider(page, label)
      expect(await connectedAddress(page)).toBe(address)
      expect(again.isClosed()).toBe(true)
    })
  }

  test('without a popup (blocked, an in-app browser) the page goes to the provider and comes back; result_uri is consumed and gone from the address bar', async ({
    page,
  }) => {
    // As in Telegram's in-app browser: no popup can open.
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.goto('/?from=ad')
    const name = await signInByRedirect(page, 'Google')
    const url = new URL(page.url())
    expect(url.searchParams.get('from')).toBe('ad')
    expect(url.searchParams.has('result_uri')).toBe(false)
    await connectButton(page).click()
    await expect(view(page, 'Account').getByTestId('social-account')).toContainText(name)
  })

  test.describe('on a phone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })

    test('the page goes to the provider and comes back signed in; no popup opens', async ({ page }) => {
      let popups = 0
      page.on('popup', () => popups++)
      await page.goto('/')
      await signInByRedirect(page, 'Discord')
      expect(popups).toBe(0)
    })
  })

  test('a refused consent and a closed popup return to Connect with the reason', async ({ page }) => {
    await page.goto('/')
    const popup = await openProvider(page, 'Google')
    await popup.locator('input[name="login"]').fill(freshName())
    await popup.locator('input[name="password"]').fill('any password')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popup.getByRole('link', { name: '[ Cancel ]' }).click()
    const connect = view(page, 'Connect Wallet')
    await expect(connect.getByRole('alert')).toHaveText('The sign-in was cancelled.', { timeout: 30_000 })
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')

    await page.keyboard.press('Escape')
    const second = await openProvider(page, 'GitHub')
    await second.close()
    await expect(view(page, 'Connect Wallet').getByRole('alert')).toHaveText('The sign-in window was closed.')
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  })

  test('a forged state, a replayed answer and a callback posted from another origin connect nothing', async ({
    page,
  }) => {
    const frameUrl = process.env.LATCH_WALLET_FRAME_URL ?? ''
    await page.goto('/')
    // A callback page for a state the server never issued: no page is told anything.
    const forged = await page.context().newPage()
    const response = await forged.goto(
      `${frameUrl}/embedded/v1/social/callback?code=abc&state=${'A'.repeat(43)}`,
    )
    expect(response?.status()).toBe(400)
    await expect(forged.getByText('This sign-in link is not valid any more')).toBeVisible()
    await forged.close()

    // A message claiming to be the callback, from the host page itself: ignored, the popup still waits.
    const popup = await openProvider(page, 'Google')
    await page.evaluate(
      (uri) => window.postMessage({ type: 'latch:social-callback', uri }, '*'),
      `${frameUrl}/embedded/v1/social/callback?code=forged&state=${'B'.repeat(43)}`,
    )
    await expect(view(page, 'Social Login')).toBeVisible()
    expect(popup.isClosed()).toBe(false)

    // The real answer goes through once; the same answer replayed finds its state used up.
    let answer = ''
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame() && frame.url().includes('/social/callback')) answer = frame.url()
    })
    await signInAtProvider(popup, freshName())
    await saveRecoveryKey(page)
    await connectedAddress(page)
    expect(answer).toContain('code=')
    // Replayed (with no page origin at all): the state is spent.
    const url = new URL(answer)
    const replay = await fetch(`${frameUrl}/embedded/v1/social/finish?projectId=latch-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        state: url.searchParams.get('state'),
        code: url.searchParams.get('code'),
        codeVerifier: 'x'.repeat(43),
        deviceId: 'y'.repeat(32),
      }),
    })
    expect(replay.status).toBe(400)
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('invalid_state')
  })

  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`the 'Authenticating...' toast covers neither the spinner nor the heading while the login finishes, ${size}`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport)
      // The frame's redemption of the provider's answer is held, so the view stays on its second half.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await context.route('**/embedded/v1/social/finish**', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/')
      const popup = await openProvider(page, 'Google')
      await signInAtProvider(popup, freshName())
      const social = view(page, 'Social Login')
      await expect(social.getByText('Signing you in')).toBeVisible({ timeout: 30_000 })
      const toast = social.getByRole('status').filter({ hasText: 'Authenticating...' })
      await expect(toast).toHaveAttribute('aria-live', 'polite')
      await settle(page)
      // All three read in one go, from one layout. Each by its laid-out size around its centre:
      // the spinner turns, and a turned square's bounding box is up to 1.41 times as tall, so it
      // would reach into the toast's row at some angles and not at others.
      const handles = await Promise.all(
        [
          social.locator('.latch-toast'),
          social.locator('.latch-spinner'),
          social.getByText('Signing you in'),
        ].map((part) => part.elementHandle()),
      )
      const [toastBox, ...parts] = await page.evaluate(
        (elements) =>
          elements.map((element) => {
            const shown = (element as HTMLElement).getBoundingClientRect()
            const { offsetWidth: width, offsetHeight: height } = element as HTMLElement
            return {
              x: shown.x + (shown.width - width) / 2,
              y: shown.y + (shown.height - height) / 2,
              width,
              height,
            }
          }),
        handles,
      )
      if (!toastBox) throw new Error('the toast has no box')
      for (const [index, name] of ['spinner', 'heading'].entries())
        expect(intersect(toastBox, parts[index] as Box), `the toast over the ${name}`).toBe(false)
      release()
      await saveRecoveryKey(page)
      await connectedAddress(page)
    })
  }

  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`screenshots of the social views, ${theme} theme, and no serious axe findings`, async ({ page }) => {
      await useDemoTheme(page, theme)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/')
      await connectButton(page).click()
      await expect(
        view(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' }),
      ).toBeVisible()
      await captureView(page, 'Connect-social', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      await page.keyboard.press('Escape')
      const popup = await openProvider(page, 'Google')
      await expect(view(page, 'Social Login')).toBeVisible()
      await captureView(page, 'ConnectingSocial', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      await popup.close()
      await expect(modal(page)).toBeVisible()
    })
  }
})
