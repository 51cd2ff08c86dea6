// The embedded wallet's email login as browser tests drive it: the dev mailbox, the frame's
// screens, a fresh wallet funded on devnet, and a signature checked on chain.
import type { Page } from '@playwright/test'
import { createPublicClient, type Hex, http } from 'viem'
import { expect } from '../fixtures'
import { connectButton, modal, untilStill, view } from './modal'
import { setDevnetBalance } from './wallet'

const servicesUrl = process.env.LATCH_SERVICES_URL ?? ''
let counter = 0
export const freshEmail = () => `ada-${Date.now()}-${++counter}@example.com`

/** Mails to `email`, newest first, from the server's dev mailbox. */
export async function mailsTo(email: string): Promise<Array<{ text: string }>> {
  const response = await fetch(`${servicesUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { mails: Array<{ text: string }> }).mails
}

/** What `pattern` finds in the newest mail to `email`, once more than `after` mails arrived. */
async function fromNewestMail(email: string, after: number, pattern: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email)
        if (mails.length <= after) return undefined
        const match = pattern.exec(mails[0]?.text ?? '')
        found = match?.[1] ?? match?.[0]
        return found
      },
      { timeout: 20_000 },
    )
    .toBeTruthy()
  return found as string
}

/** The newest six-digit code mailed to `email`, once more than `after` mails arrived. */
export const codeFor = (email: string, after = 0) => fromNewestMail(email, after, /\b(\d{6})\b/)

/** The device approval link mailed to `email` after `after` earlier mails. */
export const linkFor = (email: string, after: number) =>
  fromNewestMail(email, after, /https?:\/\/\S+token=[A-Za-z0-9_-]+/)

export const mailCount = async (email: string) => (await mailsTo(email)).length

/** A new embedded wallet holds nothing: devnet gives it 10 ether to send. */
export async function giveTenEther(rpcUrl: string, address: string) {
  await setDevnetBalance(rpcUrl, address, 10n * 10n ** 18n)
}

export async function askForDevice(page: Page, email: string) {
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await untilStill(connect)
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(view(page, 'Approve Device')).toBeVisible({ timeout: 30_000 })
}

export const frame = (page: Page) => page.frameLocator('iframe[title="Embedded wallet"]')

export async function askForCode(page: Page, email: string) {
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await untilStill(connect)
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(view(page, 'Enter Code')).toBeVisible({ timeout: 30_000 })
}

/**
 * Logs in by email with the mailed code; a new wallet's recovery key is read off the frame's
 * screen and confirmed saved. Returns the wallet's address and its recovery key.
 */
export async function logIn(
  page: Page,
  email = freshEmail(),
): Promise<{ email: string; address: string; recoveryKey: string }> {
  await askForCode(page, email)
  await view(page, 'Enter Code')
    .getByRole('textbox')
    .fill(await codeFor(email))
  await expect(view(page, 'Recovery Key')).toBeVisible({ timeout: 30_000 })
  const keyOnScreen = frame(page)
    .getByRole('region', { name: 'Save your recovery key' })
    .getByLabel('Recovery key', { exact: true })
  await expect(keyOnScreen).toHaveText(/^[A-Za-z0-9_-]{43}$/)
  const recoveryKey = (await keyOnScreen.textContent()) ?? ''
  await frame(page).getByRole('button', { name: 'I have saved it' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/, { timeout: 30_000 })
  const address = (await page.getByTestId('account-address').textContent())?.trim() ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { email, address, recoveryKey }
}

/**
 * Signs a message through the frame (approved there) and checks it with viem against `address`,
 * asking the chain (a smart account's signature verifies through ERC-1271 / ERC-6492).
 */
export async function signsAs(page: Page, address: string, rpcUrl: string) {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(view(page, 'Approve Transaction')).toBeVisible()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signed = page.getByRole('status', { name: 'Signature result' })
  await expect(signed).toContainText('Yes, signed by this address', { timeout: 30_000 })
  const message = (await signed.locator('pre').textContent()) ?? ''
  const signature = ((await signed.locator('code').textContent()) ?? '') as Hex
  const chain = createPublicClient({ transport: http(rpcUrl) })
  expect(await chain.verifyMessage({ address: address as Hex, message, signature })).toBe(true)
}
