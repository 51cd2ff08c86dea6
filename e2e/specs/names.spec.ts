import { parseEther } from 'viem'
import { generatePrivateKey, type LocalAccount, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { captureView, LOOKS, seriousIssues, VIEWPORTS } from '../support/capture'
import { tabTo } from '../support/keyboard'
import { connectButton, connectThroughModal, view } from '../support/modal'
import { account, chainClient, fillSend, openSend } from '../support/portfolio'
import { useDemoTheme } from '../support/views'

// Account names on the services server, registered through the modal with the wallet's signature,
// and used as a send receiver. #9 is shared with sign-and-send.spec.ts; one worker runs the specs
// in turn and neither checks #9's exact balance.
const ACCOUNT = 9

const unique = () => `e2e${Math.random().toString(36).slice(2, 9)}`

/** Registers `label` for `signer` straight through the server, as the modal would. */
async function registerFor(servicesUrl: string, signer: LocalAccount, label: string): Promise<void> {
  const message = JSON.stringify({
    name: `${label}.latch.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    domain: new URL(servicesUrl).hostname,
    purpose: 'latch-name-registration',
    address: signer.address,
  })
  const response = await fetch(`${servicesUrl}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 0x80000000 + 31337,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}

/** Registers `label` for a throwaway key, as another user would; returns its address. */
async function registerElsewhere(servicesUrl: string, label: string): Promise<`0x${string}`> {
  const key = privateKeyToAccount(generatePrivateKey())
  await registerFor(servicesUrl, key, label)
  return key.address
}

const servicesUrlOf = (page: import('@playwright/test').Page): Promise<string> =>
  page.request.get('/latch/config.json').then(async (r) => (await r.json()).servicesUrl)

async function openNameForm(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Choose an account name' }).click()
  const form = view(page, 'Choose Name')
  await expect(form).toBeVisible()
  return { form, field: form.getByLabel('Choose a name for your account') }
}

test('registering a free name signs it with the wallet and the account shows it', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const { form, field } = await openNameForm(page)
  await expect(form.getByText('.latch.id', { exact: true })).toBeVisible()
  const label = unique()
  await field.fill(label)
  await expect(form.getByText(`${label}.latch.id is available`)).toBeVisible()
  await form.getByRole('button', { name: 'Register' }).click()
  const done = view(page, 'Name Registered')
  await expect(done.getByText(`${label}.latch.id is yours`)).toBeVisible()
  await done.getByRole('button', { name: 'Go to account' }).click()
  await expect(view(page, 'Account').getByText(`${label}.latch.id`)).toBeVisible()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${label}.latch.id`)
})

test('a name the account already holds shows on the account button as soon as it connects, and after a reload', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  // #15 signs only (no other spec uses it): it holds exactly the one name registered here.
  const holder = mnemonicToAccount(manifest.mnemonic, { addressIndex: 15 })
  const label = unique()
  await registerFor(await servicesUrlOf(page), holder, label)
  await withTestWallet({ accountIndex: 15 })
  await page.goto('/')
  await connectThroughModal(page)
  // The Account view was never opened: the name came with the connection.
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${label}.latch.id`)
  await expect(connectButton(page)).toContainText(`${label}.latch.id`)
  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${label}.latch.id`)
})

test('a name breaking the rules and a taken name show their errors and cannot be registered', async ({
  page,
  withTestWallet,
}) => {
  const servicesUrl = await servicesUrlOf(page)
  const taken = unique()
  await registerElsewhere(servicesUrl, taken)
  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const { form, field } = await openNameForm(page)
  const register = form.getByRole('button', { name: 'Register' })

  await field.fill('abc')
  await expect(form.getByText('Use at least 4 characters')).toBeVisible()
  await expect(register).toBeDisabled()
  await field.fill('ab_cd')
  await expect(form.getByText('Use only letters, digits and hyphens')).toBeVisible()
  await expect(register).toBeDisabled()

  await field.fill(taken)
  await expect(form.getByText(`${taken}.latch.id is taken`)).toBeVisible()
  await expect(register).toBeDisabled()
  // A free suggestion fills the field and can be registered.
  await form.getByRole('button', { name: `${taken}1.latch.id` }).click()
  await expect(field).toHaveValue(`${taken}1`)
  await expect(form.getByText(`${taken}1.latch.id is available`)).toBeVisible()
  await expect(register).toBeEnabled()
})

test('a registered name is a send receiver: it resolves under the field and the amount lands at its address', async ({
  page,
  manifest,
  withTestWallet,
}) => {
  const servicesUrl = await servicesUrlOf(page)
  // The receiver's only link to the name is the server: a fresh address with nothing on chain.
  const theirs = unique()
  const receiver = await registerElsewhere(servicesUrl, theirs)
  const client = chainClient(manifest)
  expect(await client.getBalance({ address: receiver })).toBe(0n)

  await withTestWallet({ accountIndex: ACCOUNT })
  await page.goto('/')
  await connectThroughModal(page)
  const { form, field } = await openNameForm(page)
  const mine = unique()
  await field.fill(mine)
  await expect(form.getByText(`${mine}.latch.id is available`)).toBeVisible()
  await form.getByRole('button', { name: 'Register' }).click()
  await view(page, 'Name Registered').getByRole('button', { name: 'Go to account' }).click()
  await expect(view(page, 'Account').getByText(`${mine}.latch.id`)).toBeVisible()

  const send = await openSend(page)
  const resolved = send.locator('.latch-resolved-address')
  // The account's own new name resolves to its own address.
  await send.getByLabel('Receiver address').fill(`${mine}.latch.id`)
  await expect(resolved).toHaveText(`Resolves to ${account(manifest, ACCOUNT)}`)
  // An unknown name cannot be sent to.
  await fillSend(send, { symbol: 'ETH', amount: '0.0125', to: `${unique()}.latch.id` })
  await expect(send.getByText('Error resolving name')).toBeVisible()
  await send.getByRole('button', { name: 'Review send' }).click()
  // Said once, under the field it describes; nothing below the form repeats it.
  await expect(send.getByLabel('Receiver address')).toHaveAccessibleDescription('Error resolving name')
  await expect(send.getByText('Error resolving name')).toHaveCount(1)
  await expect(send.getByRole('alert')).toHaveCount(0)

  await send.getByLabel('Receiver address').fill(`${theirs}.latch.id`)
  await expect(resolved).toHaveText(`Resolves to ${receiver}`)
  await send.getByRole('button', { name: 'Review send' }).click()
  const review = view(page, 'Review Send')
  await expect(review.getByTitle(receiver)).toContainText(`${theirs}.latch.id`)
  await review.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view(page, 'Account')).toBeVisible()
  await expect
    .poll(() => client.getBalance({ address: receiver }), { timeout: 15_000 })
    .toBe(parseEther('0.0125'))
})

for (const { theme, size } of LOOKS) {
  test(`the name views are captured with no serious axe issue, ${theme} theme, ${size}`, async ({
    page,
    withTestWallet,
  }) => {
    await page.setViewportSize(VIEWPORTS[size])
    await useDemoTheme(page, theme)
    await withTestWallet({ accountIndex: ACCOUNT })
    await page.goto('/')
    await connectThroughModal(page)
    const { form, field } = await openNameForm(page)
    const label = unique()
    await field.fill(label)
    await expect(form.getByText(`${label}.latch.id is available`)).toBeVisible()
    await captureView(page, 'RegisterAccountName', theme, size)
    expect(await seriousIssues(page)).toEqual([])

    await form.getByRole('button', { name: 'Register' }).click()
    const done = view(page, 'Name Registered')
    await expect(done.getByText(`${label}.latch.id is yours`)).toBeVisible()
    await captureView(page, 'RegisterAccountNameSuccess', theme, size)
    expect(await seriousIssues(page)).toEqual([])
  })
}

// Account offers a name to an account that has none. #55 registers one through it (once per run:
// the server starts empty); #56 only looks, so it keeps the offer for the screenshots.
const NAMELESS = 55
const LOOKER = 56

test('an account with no name is offered one in Account, by keyboard too; once registered, Account and the button show it and the offer is gone', async ({
  page,
  withTestWallet,
}) => {
  await withTestWallet({ accountIndex: NAMELESS })
  await page.goto('/')
  await connectThroughModal(page)
  await connectButton(page).click()
  const account = view(page, 'Account')
  const offer = account.getByRole('button', { name: 'Get your name .latch.id' })
  await expect(offer).toBeVisible()
  await tabTo(page, offer)
  await page.keyboard.press('Enter')
  const form = view(page, 'Choose Name')
  const field = form.getByLabel('Choose a name for your account')
  await expect(field).toBeVisible()
  const label = unique()
  await field.fill(label)
  await expect(form.getByText(`${label}.latch.id is available`)).toBeVisible()
  await form.getByRole('button', { name: 'Register' }).click()
  await view(page, 'Name Registered').getByRole('button', { name: 'Go to account' }).click()
  await expect(account.getByText(`${label}.latch.id`)).toBeVisible()
  await expect(account.getByRole('button', { name: /Get your name/ })).toHaveCount(0)
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${label}.latch.id`)
  // After a reload the name comes back with the connection, and Account still offers none.
  await page.reload()
  await expect(connectButton(page)).toHaveAccessibleName(`Account ${label}.latch.id`)
  await connectButton(page).click()
  await expect(account.getByText(`${label}.latch.id`)).toBeVisible()
  await expect(account.getByRole('button', { name: /Get your name/ })).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const) {
  test(`Account with the name offer is captured with no serious axe issue, ${theme} theme`, async ({
    page,
    withTestWallet,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await useDemoTheme(page, theme)
    await withTestWallet({ accountIndex: LOOKER })
    await page.goto('/')
    await connectThroughModal(page)
    await connectButton(page).click()
    const account = view(page, 'Account')
    await expect(account.getByRole('button', { name: 'Get your name .latch.id' })).toBeVisible()
    await expect(account.locator('.latch-balance')).toHaveText(/ ETH$/)
    await captureView(page, 'Account-name-offer', theme, 'desktop')
    expect(await seriousIssues(page)).toEqual([])
  })
}
