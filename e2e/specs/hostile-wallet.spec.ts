import { expect, test } from '../fixtures'
import { connectButton, view } from '../support/modal'

const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">'
const SVG_NAME = '<b onmouseover="window.__pwned=2">Bold</b>'
const BROKEN_ICON_NAME = '<script>window.__pwned=3</script>'
const HOSTILE_ERROR = '<img src=y onerror="window.__pwned=4">'

declare global {
  interface Window {
    __pwned?: number
  }
}

/** Announces wallets over EIP-6963 from the page itself, as any script on a page could. */
function announceHostileWallets(names: { hostile: string; svg: string; broken: string; error: string }) {
  const provider = {
    request: async () => {
      throw Object.assign(new Error(names.error), { code: -32000 })
    },
    on() {},
    removeListener() {},
  }
  const svg = `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=5" width="40" height="40"><script>window.__pwned=6</script><rect width="40" height="40" fill="red"/></svg>',
  )}`
  const wallets = [
    { uuid: 'hostile-1', rdns: 'com.example.hostile', name: names.hostile, icon: 'javascript:alert(1)' },
    { uuid: 'hostile-2', rdns: 'com.example.svg', name: names.svg, icon: svg },
    { uuid: 'hostile-3', rdns: 'com.example.broken', name: names.broken, icon: 'data:image/png;base64,AAAA' },
  ]
  const announce = () => {
    for (const info of wallets) {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    }
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

test('wallet names, icons and errors carrying markup render as text or a placeholder and never run', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.addInitScript(announceHostileWallets, {
    hostile: HOSTILE_NAME,
    svg: SVG_NAME,
    broken: BROKEN_ICON_NAME,
    error: HOSTILE_ERROR,
  })
  await page.goto('/')
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  const wallets = connect.getByRole('list', { name: 'Wallets' })

  // Names are text: each row's label is the raw string, and no element was made from it.
  const row = (name: string) =>
    wallets.getByRole('button').filter({ has: page.getByText(name, { exact: true }) })
  const svgRow = row(SVG_NAME)
  const brokenRow = row(BROKEN_ICON_NAME)
  await expect(svgRow).toBeVisible()
  await expect(brokenRow).toBeVisible()
  await expect(connect.locator('b, script')).toHaveCount(0)
  await expect(page.locator('img[src="x"], img[src="y"]')).toHaveCount(0)

  // A javascript: icon is not an EIP-6963 data URI: the whole announcement is refused.
  await expect(row(HOSTILE_NAME)).toHaveCount(0)
  // The two accepted announcements are the installed rows; WalletConnect and All Wallets follow
  // (the directory's recommended wallets join them once it has loaded).
  await expect(wallets.getByRole('button').filter({ hasText: 'Installed' })).toHaveCount(2)
  await expect(wallets.getByRole('button', { name: /WalletConnect|All Wallets/ })).toHaveCount(2)
  await expect(page.locator('[src^="javascript:"], [href^="javascript:"]')).toHaveCount(0)
  // An SVG icon only ever reaches an <img>, where its scripts cannot run.
  await expect(svgRow.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  // An icon that fails to load becomes the lettered placeholder.
  await expect(brokenRow.locator('img')).toHaveCount(0)
  await expect(brokenRow.locator('[data-placeholder]')).toHaveText('<')

  // A wallet error with markup is shown as text too.
  await brokenRow.click()
  const connecting = view(page, 'Connecting')
  await expect(connecting.getByText('Connection failed')).toBeVisible()
  await expect(connecting.getByText(HOSTILE_ERROR, { exact: true })).toBeVisible()
  await expect(page.locator('img[src="y"]')).toHaveCount(0)

  expect(await page.evaluate(() => window.__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})
