// Email login through the modal and the embedded wallet frame (its own origin), against the demo:
// the code read from the dev mailbox, the account, a signature and a transfer approved (or
// rejected) in the frame's own UI shown inside ApproveTransaction, reload, lock-out, cooldown,
// disconnect, the connect-method order, forged messages, and screenshots of each new view.
import { readFile } from 'node:fs/promises'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { expect, test } from '../fixtures'
import { captureView, seriousIssues } from '../support/capture'
import {
  askForCode,
  askForDevice,
  codeFor,
  frame,
  freshEmail,
  giveTenEther,
  linkFor,
  logIn,
  mailCount,
  signsAs,
} from '../support/email'
import { connectButton, modal, networkButton, shortAddress, view } from '../support/modal'
import { type Theme, useDemoTheme } from '../support/views'

const EVIL = 'http://evil.test'

test.describe('email login', () => {
  test('Connect shows email first with no injected wallet, the wallet first with the dev wallet', async ({
    page,
    withTestWallet,
  }) => {
    const emailBeforeWallets = () =>
      view(page, 'Connect Wallet').evaluate((dialog) => {
        const email = dialog.querySelector('input[type="email"]')
        const wallets = dialog.querySelector('[aria-label="Wallets"]')
        if (!email || !wallets) return undefined
        return Boolean(email.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING)
      })
    await page.goto('/')
    await connectButton(page).click()
    await expect.poll(emailBeforeWallets).toBe(true)

    await withTestWallet()
    await page.goto('/')
    await connectButton(page).click()
    await expect(view(page, 'Connect Wallet').getByRole('button', { name: 'Latch Dev Wallet' })).toBeVisible()
    await expect.poll(emailBeforeWallets).toBe(false)
  })

  test('logs in with the mailed code; Account shows the address and balance; reload stays connected; disconnect signs out', async ({
    page,
  }) => {
    await page.goto('/')
    const { address } = await logIn(page)
    await connectButton(page).click()
    const account = view(page, 'Account')
    await expect(account.getByText(shortAddress(address))).toBeVisible()
    await expect(account.getByText(/\d+(\.\d+)? ETH/)).toBeVisible()

    // Reload: connected again with no prompt (no code, no modal), the same address.
    await page.reload()
    await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/, { timeout: 30_000 })
    await expect(modal(page)).toBeHidden()
    await expect(page.getByTestId('account-address')).toHaveText(address)

    // Disconnect signs the frame out: after a reload nothing comes back.
    await connectButton(page).click()
    await view(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
    const stored = await page.evaluate(() => ({
      email: localStorage.getItem('latch:email'),
      used: localStorage.getItem('latch:emailLoginUsed'),
    }))
    expect(stored).toEqual({ email: null, used: null })
    // Once the page's requests have settled (a restore would go through the frame's), still none.
    await page.reload({ waitUntil: 'networkidle' })
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')
    await expect(page.locator('iframe[title="Embedded wallet"]')).toHaveCount(0)
  })

  test('sign and send through the frame: a signature that verifies, a rejected send that sends nothing, an approved send that is mined', async ({
    page,
    manifest,
  }) => {
    const chain = manifest.chains[0]
    if (!chain) throw new Error('no devnet chain')
    const rpc = createPublicClient({ transport: http(chain.rpcUrl) })
    await page.goto('/')
    const { address } = await logIn(page)
    // A new embedded wallet holds nothing; devnet gives it some ether to send.
    await giveTenEther(chain.rpcUrl, address)

    await signsAs(page, address, chain.rpcUrl)
    await expect(modal(page)).toBeHidden()

    // Rejected in the frame: an error, and the nonce has not moved.
    await page.getByRole('button', { name: /^Send 0.01 ETH/ }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    // Focus moves to the frame as it shows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
    await frame(page).getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByRole('status', { name: 'Transfer result' })).toHaveAttribute('data-state', 'error')
    expect(await rpc.getTransactionCount({ address: address as Hex })).toBe(0)

    // Approved with the keyboard alone: focus is on Reject inside the frame, Tab reaches Approve.
    await page.getByRole('button', { name: /^Send 0.01 ETH/ }).click()
    await expect(view(page, 'Approve Transaction')).toBeVisible()
    await expect(frame(page).getByRole('button', { name: 'Reject' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(frame(page).getByRole('button', { name: 'Approve' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status', { name: 'Transfer result' })).toContainText(/Mined in block \d+/, {
      timeout: 30_000,
    })
    expect(await rpc.getBalance({ address: address as Hex })).toBeLessThan(
      parseEther('10') - parseEther('0.01') + 1n,
    )
  })

  test('wrong codes lock the code out; a second request within 30 s gets the cooldown text', async ({
    page,
  }) => {
    await page.goto('/')
    const email = freshEmail()
    await askForCode(page, email)
    const right = await codeFor(email)
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    const codeView = view(page, 'Enter Code')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const left = 5 - attempt
      await codeView.getByRole('textbox').fill('')
      await codeView.getByRole('textbox').fill(wrong)
      await expect(codeView.getByRole('alert')).toHaveText(
        left === 0 ? /Too many wrong codes/ : `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      )
    }
    // Even the right code is refused now.
    await codeView.getByRole('textbox').fill('')
    await codeView.getByRole('textbox').fill(right)
    await expect(codeView.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()
    await expect(codeView.getByRole('alert')).toContainText(/Too many wrong codes|expired/)
    await expect(connectButton(page)).toHaveAccessibleName('Connect Wallet')

    await codeView.getByRole('button', { name: 'Resend code' }).click()
    await expect(codeView.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)
  })

  test('forged messages from the host page and from another origin change nothing', async ({ page }) => {
    await page.route(`${EVIL}/attacker.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>
          // No crypto.randomUUID here: http://evil.test is not a secure context.
          const id = () => String(Math.random()).slice(2)
          addEventListener('message', (event) => {
            if (event.data !== 'attack') return
            for (const type of ['NOT_CONNECTED', 'SESSION_EXPIRED'])
              parent.postMessage({ id: id(), type }, '*')
            parent.postMessage({ id: id(), type: 'APPROVAL_REQUESTED', payload: { requestId: 'x', method: 'personal_sign' } }, '*')
            parent.postMessage('attack-done', '*')
          })
        </script>`,
      }),
    )
    // Every message the page receives from the frame, to replay later.
    await page.addInitScript(() => {
      const seen: unknown[] = []
      ;(window as unknown as { seen: unknown[] }).seen = seen
      addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'GET_USER_SUCCESS') seen.push(event.data)
      })
    })
    await page.goto('/')
    const { address } = await logIn(page)
    const before = await page.evaluate(() => localStorage.getItem('latch:connectionStatus'))

    // From the host page itself: the frame's last answer replayed (same id), with another address,
    // and events the frame never sent.
    await page.evaluate(() => {
      const [reply] = (window as unknown as { seen: Array<{ id: string; payload: Record<string, unknown> }> })
        .seen
      if (reply) {
        const other = '0x000000000000000000000000000000000000dEaD'
        window.postMessage({ ...reply, payload: { ...reply.payload, address: other } }, '*')
      }
      for (const type of ['NOT_CONNECTED', 'SESSION_EXPIRED'])
        window.postMessage({ id: crypto.randomUUID(), type }, '*')
      window.postMessage(
        {
          id: crypto.randomUUID(),
          type: 'APPROVAL_REQUESTED',
          payload: { requestId: 'x', method: 'personal_sign' },
        },
        '*',
      )
    })
    // From another origin, in a frame of its own.
    await page.evaluate((src) => {
      const attacker = document.createElement('iframe')
      attacker.src = src
      attacker.title = 'attacker'
      document.body.append(attacker)
      return new Promise((resolve) => attacker.addEventListener('load', resolve))
    }, `${EVIL}/attacker.html`)
    // Messages are handled in the order they are posted: once the attacker's last one arrives, the
    // page has handled every forged one before it; two frames later anything they changed is drawn.
    await page.evaluate(async () => {
      const done = new Promise<void>((resolve) =>
        addEventListener('message', (event) => event.data === 'attack-done' && resolve()),
      )
      ;(document.querySelector('iframe[title="attacker"]') as HTMLIFrameElement).contentWindow?.postMessage(
        'attack',
        '*',
      )
      await done
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    })

    await expect(modal(page)).toBeHidden()
    await expect(page.getByText('Session Expired')).toHaveCount(0)
    await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/)
    await expect(page.getByTestId('account-address')).toHaveText(address)
    expect(await page.evaluate(() => localStorage.getItem('latch:connectionStatus'))).toBe(before)
  })

  for (const theme of ['dark', 'light'] as Theme[]) {
    test(`a new device waits for the mailed approval, moves on to the code by itself, and signs once given the recovery key (${theme})`, async ({
      page,
      browser,
      manifest,
    }) => {
      test.setTimeout(120_000)
      await page.goto('/')
      const { email, address, recoveryKey } = await logIn(page)

      // Another browser is another device: the frame's storage there holds no key share.
      const other = await browser.newContext({ baseURL: page.url() })
      const second = await other.newPage()
      try {
        await useDemoTheme(second, theme)
        await second.goto('/')
        const mails = await mailCount(email)
        await askForDevice(second, email)
        const approveDevice = view(second, 'Approve Device')
        await expect(approveDevice.getByText('Check your mail to approve this device')).toBeVisible()
        await captureView(second, 'EmailVerifyDevice', theme, 'desktop')
        const link = await linkFor(email, mails)
        expect(await seriousIssues(second)).toEqual([])

        const approval = await other.newPage()
        await approval.goto(link)
        await approval.getByRole('button', { name: 'Approve device' }).click()
        await expect(approval.getByText('Device approved')).toBeVisible()

        // No click here: the view moves on once the device is approved, and a code is mailed.
        await expect(view(second, 'Enter Code')).toBeVisible({ timeout: 60_000 })
        await view(second, 'Enter Code')
          .getByRole('textbox')
          .fill(await codeFor(email, mails + 1))

        // This device holds no share: the frame asks for the recovery key; a wrong one is refused.
        await expect(view(second, 'Recovery Key')).toBeVisible({ timeout: 30_000 })
        const field = frame(second).getByRole('textbox', { name: 'Recovery key' })
        await expect(field).toBeFocused()
        await captureView(second, 'EmbeddedRecovery-enter', theme, 'desktop')
        expect(await seriousIssues(second)).toEqual([])
        await field.fill(`${recoveryKey.startsWith('A') ? 'B' : 'A'}${recoveryKey.slice(1)}`)
        await frame(second).getByRole('button', { name: 'Continue', exact: true }).click()
        await expect(frame(second).getByRole('alert')).toHaveText(
          'This recovery key does not open this wallet.',
        )
        await field.fill(recoveryKey)
        await field.press('Enter')
        await expect(modal(second)).toBeHidden()
        await expect(second.getByTestId('account-address')).toHaveText(address, { timeout: 30_000 })
        await signsAs(second, address, manifest.chains[0]?.rpcUrl ?? '')
      } finally {
        await other.close()
      }
    })
  }

  test('the embedded wallet switches to the second devnet chain (no smart accounts there: its eoa, with the toast) and a send approved there is mined there', async ({
    page,
    manifest,
  }) => {
    const [l1, l2] = manifest.chains
    if (!l1 || !l2) throw new Error('devnet runs two chains')
    await page.goto('/')
    const { address: smartAccount } = await logIn(page)
    const l2Rpc = createPublicClient({ transport: http(l2.rpcUrl) })
    await networkButton(page).click()
    await view(page, 'Choose Network').getByRole('button', { name: l2.name, exact: true }).click()
    await expect(networkButton(page)).toHaveAccessibleName(l2.name)
    await expect(page.getByTestId('account-network')).toHaveText(`${l2.name} (eip155:${l2.id})`)
    // The L2 has no EntryPoint: the wallet's own key acts there, and the visitor is told.
    await expect(page.getByTestId('account-address')).not.toHaveText(smartAccount)
    await connectButton(page).click()
    await expect(modal(page).getByText('This application might not support Smart Accounts')).toBeVisible()
    await expect(view(page, 'Account').getByText(/Switch to your/)).toHaveCount(0)
    await page.keyboard.press('Escape')
    const address = (await page.getByTestId('account-address').textContent())?.trim() ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await giveTenEther(l2.rpcUrl, address)

    await page.getByRole('button', { name: /^Send 0.01 ETH/ }).click()
    await frame(page).getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByRole('status', { name: 'Transfer result' })).toContainText(/Mined in block \d+/, {
      timeout: 30_000,
    })
    expect(await l2Rpc.getTransactionCount({ address: address as Hex })).toBe(1)
  })

  test('update email: a code to the current address, then one to the new address; Account and a reload show the new one', async ({
    page,
    manifest,
  }) => {
    await page.goto('/')
    const { email, address } = await logIn(page)
    await connectButton(page).click()
    await view(page, 'Account')
      .getByRole('button', { name: new RegExp(email) })
      .click()
    const next = freshEmail()
    await view(page, 'Change Email').getByRole('textbox', { name: 'New email' }).fill(next)
    await view(page, 'Change Email').getByRole('button', { name: 'Save' }).click()
    const confirm = view(page, 'Confirm Email')
    await expect(confirm).toBeVisible({ timeout: 30_000 })
    // The current address's mails so far: the login code, then this one.
    await confirm.getByRole('textbox').fill(await codeFor(email, 1))
    // A fresh field for the second code once the first is accepted.
    await expect(confirm.getByText('Confirm your new email')).toBeVisible({ timeout: 30_000 })
    await confirm.getByRole('textbox').fill(await codeFor(next))
    const account = view(page, 'Account')
    await expect(account.getByRole('button', { name: new RegExp(next) })).toBeVisible({ timeout: 30_000 })

    await page.reload()
    await expect(page.getByTestId('account-address')).toHaveText(address, { timeout: 30_000 })
    await connectButton(page).click()
    await expect(view(page, 'Account').getByRole('button', { name: new RegExp(next) })).toBeVisible()
    // The wallet still signs: the device share followed the email.
    await page.keyboard.press('Escape')
    await signsAs(page, address, manifest.chains[0]?.rpcUrl ?? '')
  })

  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`screenshots of the email views, ${theme} theme, and no serious axe findings`, async ({ page }) => {
      await useDemoTheme(page, theme)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/')
      await connectButton(page).click()
      await captureView(page, 'Connect-email', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(modal(page).getByRole('alert')).toHaveText('Required')
      await captureView(page, 'Connect-email-required', theme, 'desktop')

      const email = freshEmail()
      await modal(page).getByRole('textbox', { name: 'Email' }).fill(email)
      await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(view(page, 'Enter Code')).toBeVisible({ timeout: 30_000 })
      await captureView(page, 'EmailVerifyOtp', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      await view(page, 'Enter Code')
        .getByRole('textbox')
        .fill(await codeFor(email))
      await expect(view(page, 'Recovery Key')).toBeVisible({ timeout: 30_000 })
      await expect(frame(page).getByRole('button', { name: 'Copy' })).toBeFocused()
      await captureView(page, 'EmbeddedRecovery-save', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      // The key can leave only by the user's hand: a download of it, from inside the frame.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        frame(page).getByRole('button', { name: 'Download' }).click(),
      ])
      const saved = await readFile((await download.path()) ?? '', 'utf8')
      const key = frame(page)
        .getByRole('region', { name: 'Save your recovery key' })
        .getByLabel('Recovery key', { exact: true })
      expect(saved).toContain((await key.textContent()) ?? 'missing')
      await frame(page).getByRole('button', { name: 'I have saved it' }).click()
      await expect(connectButton(page)).toHaveAccessibleName(/^Account 0x/, { timeout: 30_000 })

      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect(view(page, 'Approve Transaction')).toBeVisible()
      await expect(frame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
      await captureView(page, 'ApproveTransaction', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      await frame(page).getByRole('button', { name: 'Reject' }).click()
      await expect(modal(page)).toBeHidden()

      await connectButton(page).click()
      await view(page, 'Account')
        .getByRole('button', { name: new RegExp(email) })
        .click()
      await expect(view(page, 'Change Email')).toBeVisible()
      await captureView(page, 'UpdateEmail', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
      const next = freshEmail()
      await view(page, 'Change Email').getByRole('textbox', { name: 'New email' }).fill(next)
      await view(page, 'Change Email').getByRole('button', { name: 'Save' }).click()
      await expect(view(page, 'Confirm Email')).toBeVisible({ timeout: 30_000 })
      await captureView(page, 'UpdateEmailOtp', theme, 'desktop')
      expect(await seriousIssues(page)).toEqual([])
    })
  }
})
