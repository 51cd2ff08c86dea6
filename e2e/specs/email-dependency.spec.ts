// The email login's code loads with its first use: when that load fails (offline, a chunk gone),
// the visitor is told 'Unable to load email login dependency' and the same Continue works once
// the code can be fetched again.
import { expect, test } from '../fixtures'
import { freshEmail } from '../support/email'
import { connectButton, view } from '../support/modal'

test('email login code that cannot load says Unable to load email login dependency, and Continue works once it can', async ({
  page,
}) => {
  await page.goto('/')
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(freshEmail())
  // Everything the page already has stays; any script asked for from now on fails.
  await page.waitForLoadState('networkidle')
  await page.route(/\.js(\?.*)?$/, (route) => route.abort('internetdisconnected'))
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(connect.getByText('Unable to load email login dependency')).toBeVisible()
  await page.unrouteAll()
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(view(page, 'Enter Code')).toBeVisible({ timeout: 30_000 })
})
