// A page the project does not allow, as its visitor sees it (spec sections 5 and 8): the modal says
// 'Invalid App Configuration' and what to fix, at once, never a bare network error or a 20 s
// wait for the embedded wallet. The services server and the wallet frame run on other origins
// than the page, so only what they let the page read can reach the modal.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '@latch/server'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectButton, view } from '../support/modal'

/**
 * The demo on an origin off its project's list: `shop.localhost` reaches the same loopback server,
 * but the list (`http://localhost:*`, `http://127.0.0.1:*`) does not name it.
 */
function offListPage(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? '')
  url.hostname = 'shop.localhost'
  return url.origin
}

/** The demo's run-time config with `changes`, for this page only, whichever origin it is on. */
async function withConfig(page: Page, baseURL: string | undefined, changes: Record<string, unknown>) {
  const config = await (await page.request.get(`${baseURL}/latch/config.json`)).json()
  await page.route('**/latch/config.json', (route) => route.fulfill({ json: { ...config, ...changes } }))
}

/** The modal's alert (its title in bold, then what to fix), not the email form's error line. */
const alert = (page: Page) =>
  view(page, 'Connect Wallet')
    .getByRole('alert')
    .filter({ has: page.locator('strong', { hasText: 'Invalid App Configuration' }) })

async function askForEmailLogin(page: Page) {
  const connect = view(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

test.describe('invalid app configuration', () => {
  test("a project id the services do not know: 'Invalid App Configuration' in the modal", async ({
    page,
    baseURL,
  }) => {
    await withConfig(page, baseURL, { projectId: 'no-such-project' })
    await page.goto('/')
    await connectButton(page).click()
    await expect(alert(page)).toBeVisible()
    await expect(alert(page)).toContainText('The project id is not valid')
  })

  test("a page off the project's list: 'Invalid App Configuration' in the modal, and the email login says so instead of a network error", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${offListPage(baseURL)}/`)
    await connectButton(page).click()
    await expect(alert(page)).toBeVisible()
    await expect(alert(page)).toContainText('This origin is not on the allowlist of the project')

    await askForEmailLogin(page)
    const connect = view(page, 'Connect Wallet')
    await expect(connect.getByText('Invalid App Configuration', { exact: true }).last()).toBeVisible()
    // Not mistaken for a network error.
    await expect(connect.getByText(/You may be offline/)).toHaveCount(0)
    await expect(page.locator('iframe[title="Embedded wallet"]')).toHaveCount(0)
  })

  test("a wallet frame whose project does not list the page refuses it at once: 'Invalid App Configuration', no 20 s wait", async ({
    page,
    baseURL,
  }) => {
    // A second server's frame, its project listing another origin only: the page passes its own
    // services' check, and the frame is the one that refuses.
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-e2e-frame-refusal-'))
    const frameServer = await startServer({
      port: 0,
      dataDir,
      indexer: false,
      log: 'silent',
      walletFrame: { port: 0 },
    })
    try {
      await frameServer.server.services.projects.setOrigins('latch-demo', ['https://shop.example'])
      await withConfig(page, baseURL, { walletFrameUrl: frameServer.walletFrameUrl })
      await page.goto('/')
      await connectButton(page).click()
      const began = Date.now()
      await askForEmailLogin(page)
      await expect(alert(page)).toContainText('This domain is not allowed for the project', {
        timeout: 8_000,
      })
      expect(Date.now() - began).toBeLessThan(8_000)
      const connect = view(page, 'Connect Wallet')
      await expect(connect.getByText('Invalid App Configuration', { exact: true }).last()).toBeVisible()
      await expect(connect.getByText(/Could not load embedded wallet/)).toHaveCount(0)

      // The project gone from the frame's server: the frame says the project id is unknown.
      await frameServer.server.services.projects.remove('latch-demo')
      await connect.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(alert(page)).toContainText('The project id is not valid', { timeout: 8_000 })
    } finally {
      await frameServer.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
