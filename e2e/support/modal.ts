import { expect, type Locator, type Page } from '@playwright/test'

/** The Latch modal, whatever view it shows. */
export function modal(page: Page): Locator {
  return page.getByRole('dialog')
}

/** The header's connect button in either state: "Connect Wallet" or "Account 0x12…abcd". */
export function connectButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Connect Wallet|Account )/ })
}

/** The header's network button. */
export function networkButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button').first()
}

/** The modal showing one view: the dialog is named by its title ("Connect Wallet", "Account", ...). */
export function view(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title })
}

/**
 * Waits until the view has stopped moving, as a person presses once it stands still: the card
 * rises or slides in as it opens, and in Connect a row or two can still close up once the services
 * server's lists are in (a featured wallet the browser also offers, a social the server cannot
 * complete). A press aimed at a row found earlier could land on the row that moved under it.
 */
export async function untilStill(target: Locator): Promise<void> {
  let last = ''
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox())
        const still = box === last
        last = box
        return still
      },
      { intervals: [200] },
    )
    .toBe(true)
}

/** Opens the modal, picks the dev wallet and waits until the modal has closed on success. */
export async function connectThroughModal(page: Page): Promise<void> {
  await connectButton(page).click()
  const connect = view(page, 'Connect Wallet')
  await untilStill(connect)
  // The installed wallet's row: the directory may list the same wallet, which would pair instead.
  await connect.getByRole('button', { name: 'Latch Dev Wallet Installed' }).click()
  // An account, by its name when it has one, else its address.
  await expect(connectButton(page)).toHaveAccessibleName(/^Account \S/)
  await expect(modal(page)).toBeHidden()
}

/** "0x1234…abcd", as the modal shortens addresses. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
