import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { captureView, LOOKS, seriousIssues, VIEWPORTS } from '../support/capture'
import { connectButton, modal, networkButton, view } from '../support/modal'
import { useDemoTheme } from '../support/views'
import { walletMethods } from '../support/wallet'

// Sign in with a wallet, required by the demo, against the services server's session cookie.
const ACCOUNT = 8

async function requireSignIn(page: Page) {
  await page.addInitScript(() => localStorage.setItem('latch-demo:sign-in', 'required'))
}

/** Connects through the modal, which then asks for the sign-in signature. */
async function connectAndAsk(page: Page) {
  await connectButton(page).click()
  await view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' }).click()
  const prompt = view(page, 'Sign In')
  await expect(prompt).toBeVisible()
  return prompt
}

async function protectedResult(page: Page) {
  await page.getByRole('button', { name: 'Call the protected route' }).click()
  const result = page.getByRole('status', { name: 'Protected route result' })
  await expect(result).not.toHaveAttribute('data-state', 'pending')
  return result
}

const signs = async (page: Page) => (await walletMethods(page)).filter((m) => m === 'personal_sign').length

test('required sign-in: signing opens a server session that survives a reload without a second prompt', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const address = manifest.accounts[ACCOUNT]
  const chain = manifest.chains[0]
  if (!address || !chain) throw new Error('devnet has too few accounts')
  await withTestWallet({ accountIndex: ACCOUNT })
  await requireSignIn(page)
  await page.goto('/')
  await expect(await protectedResult(page)).toHaveText(/^Refused \(401\)/)

  const prompt = await connectAndAsk(page)
  await expect(prompt.getByText('Sign in to the Latch demo.')).toBeVisible()
  await expect(prompt.getByText(new URL(page.url()).host, { exact: true })).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  expect(await signs(page)).toBe(1)
  await expect(page.getByTestId('sign-in-session')).toHaveText(`${address} on eip155:${chain.id}`)
  await expect(await protectedResult(page)).toHaveText(`Signed in as ${address} on eip155:${chain.id}`)

  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
  await expect(page.getByTestId('sign-in-session')).toHaveText(`${address} on eip155:${chain.id}`)
  await expect(modal(page)).toBeHidden()
  expect(await signs(page)).toBe(0)
  await expect(await protectedResult(page)).toHaveText(/^Signed in as /)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('sign-in-session')).toHaveText('Not signed in')
  await expect(await protectedResult(page)).toHaveText(/^Refused \(401\)/)
})

test("declining shows 'Signature declined', the prompt cannot be closed, and Cancel disconnects", async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await requireSignIn(page)
  await page.goto('/')
  const prompt = await connectAndAsk(page)
  await page.evaluate(() => window.__latchTestWallet?.control.rejectNext())
  await prompt.getByRole('button', { name: 'Sign' }).click()
  await expect(prompt.getByText('Signature declined', { exact: true }).first()).toBeVisible()

  // Close is shown as unavailable, and neither it nor Escape closes the prompt.
  const close = prompt.getByRole('button', { name: 'Close' })
  await expect(close).toHaveAttribute('aria-disabled', 'true')
  await close.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(prompt).toBeVisible()

  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
  await expect(page.getByTestId('sign-in-session')).toHaveText('Not signed in')
  await expect(await protectedResult(page)).toHaveText(/^Refused \(401\)/)
})

test('switching to a chain with no session asks again, and the new session is for that chain', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const [l1, l2] = manifest.chains
  const address = manifest.accounts[ACCOUNT]
  if (!l1 || !l2 || !address) throw new Error('devnet runs two chains')
  await withTestWallet({ accountIndex: ACCOUNT })
  await requireSignIn(page)
  await page.goto('/')
  await (await connectAndAsk(page)).getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()

  await networkButton(page).click()
  await view(page, 'Choose Network').getByRole('button', { name: l2.name, exact: true }).click()
  const prompt = view(page, 'Sign In')
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('sign-in-session')).toHaveText(`${address} on eip155:${l2.id}`)
  await expect(await protectedResult(page)).toHaveText(`Signed in as ${address} on eip155:${l2.id}`)
  expect(await signs(page)).toBe(2)
})

for (const { theme, size } of LOOKS) {
  test(`the required sign-in prompt is captured with no serious axe issue, ${theme} theme, ${size}`, async ({
    page,
    withTestWallet,
  }) => {
    await page.setViewportSize(VIEWPORTS[size])
    await useDemoTheme(page, theme)
    await withTestWallet({ accountIndex: ACCOUNT })
    await requireSignIn(page)
    await page.goto('/')
    const prompt = await connectAndAsk(page)
    await expect(prompt.getByText('Sign in to the Latch demo.')).toBeVisible()
    await captureView(page, 'SIWXSignMessage', theme, size)
    expect(await seriousIssues(page)).toEqual([])
  })
}

test.describe('Sign-In With Ethereum (siweConfig)', () => {
  test('ConnectingSiwe: the server nonce signed and verified opens a session a reload keeps; declining and Cancel follow the sign-in rules', async ({
    page,
    manifest,
    withTestWallet,
  }) => {
    const address = manifest.accounts[ACCOUNT]
    const chain = manifest.chains[0]
    if (!address || !chain) throw new Error('devnet has too few accounts')
    await withTestWallet({ accountIndex: ACCOUNT })
    await page.addInitScript(() => localStorage.setItem('latch-demo:sign-in', 'siwe'))
    await page.goto('/')
    let prompt = await connectAndAsk(page)
    await expect(prompt.getByText('Sign in to the Latch demo with Ethereum.')).toBeVisible()
    await expect(prompt.getByText(new URL(page.url()).host, { exact: true })).toBeVisible()

    // Declined: the prompt stays, says so, and cannot be closed; Cancel disconnects.
    await page.evaluate(() => window.__latchTestWallet?.control.rejectNext())
    await prompt.getByRole('button', { name: 'Sign' }).click()
    await expect(prompt.getByText('Signature declined', { exact: true }).first()).toBeVisible()
    await expect(prompt.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true')
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal(page)).toBeHidden()
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')

    prompt = await connectAndAsk(page)
    await prompt.getByRole('button', { name: 'Sign' }).click()
    await expect(modal(page)).toBeHidden()
    expect(await signs(page)).toBe(2)
    await expect(page.getByTestId('sign-in-session')).toHaveText(`${address} on eip155:${chain.id}`)
    await expect(await protectedResult(page)).toHaveText(`Signed in as ${address} on eip155:${chain.id}`)

    await page.reload()
    await expect(connectButton(page)).toHaveAccessibleName(/^Account /)
    await expect(modal(page)).toBeHidden()
    expect(await signs(page)).toBe(0)
    await expect(page.getByTestId('sign-in-session')).toHaveText(`${address} on eip155:${chain.id}`)
  })
})
