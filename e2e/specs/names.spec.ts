import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { connectButton, connectThroughModal, view } from '../support/modal'

// Account names on the services server, registered through the modal with the wallet's signature.
const ACCOUNT = 9

const unique = () => `e2e${Math.random().toString(36).slice(2, 9)}`

/** Registers `label` for a throwaway key straight through the server, as another user would. */
async function registerElsewhere(servicesUrl: string, label: string) {
  const key = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name: `${label}.latch.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(`${servicesUrl}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 0x80000000 + 31337,
      address: key.address,
      message,
      signature: await key.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}

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

test('a name breaking the rules and a taken name show their errors and cannot be registered', async ({
  page,
  withTestWallet,
}) => {
  const servicesUrl = await page.request
    .get('/latch/config.json')
    .then(async (r) => (await r.json()).servicesUrl)
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
