import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab until `target` has focus; fails if it is not reached within `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 25): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${limit} Tab presses`).toBeFocused({ timeout: 1 })
}
