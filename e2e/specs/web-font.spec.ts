// The modal's web font on the demo: Latch Sans from the services server once the modal opens, a
// swap from the metric-matched fallback that leaves the dialog's size as it was, and the system
// stack with no error when the font cannot be fetched.
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { connectButton, view } from '../support/modal'
import { settle, type Theme, useDemoTheme } from '../support/views'

const OUT = resolve(import.meta.dirname, '../../.latch/screenshots')

const title = (page: Page) => view(page, 'Connect Wallet').locator('.latch-title')

/** The families Chromium actually drew the dialog's title with (not the declared stack). */
async function titleFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '.latch-dialog .latch-title',
    })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => font.familyName)
  } finally {
    await cdp.detach()
  }
}

const latchSansLoaded = (page: Page) =>
  page.evaluate(
    () =>
      document.fonts.check('16px "Latch Sans"') &&
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Latch Sans' && face.status === 'loaded',
      ),
  )

/** The dialog's box, the height of what it holds (it scrolls past its cap) and the title's box. */
const dialogBox = (page: Page) =>
  page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
    const dialog = rect('.latch-dialog')
    // The title's text itself (its box is stretched by the header's layout).
    const range = document.createRange()
    range.selectNodeContents(document.querySelector('.latch-dialog .latch-title') as Node)
    const heading = range.getBoundingClientRect()
    const content = document.querySelector('.latch-dialog .latch-body')?.scrollHeight
    return {
      width: dialog?.width,
      height: dialog?.height,
      content,
      titleWidth: heading?.width,
      titleHeight: heading?.height,
    }
  })

test('once the modal opens, its text is set in Latch Sans from the services server', async ({ page }) => {
  await page.goto('/')
  await connectButton(page).click()
  await expect(title(page)).toBeVisible()
  await expect.poll(() => latchSansLoaded(page)).toBe(true)
  expect(await title(page).evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"Latch Sans", "Latch Sans Fallback", ui-sans-serif/,
  )
  await expect.poll(() => titleFonts(page)).toEqual(['Inter'])
})

test('the font swaps in from the fallback face without changing the dialog size', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/fonts/*.woff2', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  const directory = page.waitForResponse((response) => response.url().includes('/getWallets'))
  await connectButton(page).click()
  await expect(title(page)).toBeVisible()
  await directory
  await settle(page)
  // The stylesheet is in, the woff2 is held: the fallback face (a local Arial twin) is drawing.
  await expect.poll(() => titleFonts(page)).toEqual(['Liberation Sans'])
  // The wallet directory fills the list after the first paint: measure once the dialog holds still.
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await dialogBox(page))
      const still = now === last
      last = now
      return still
    })
    .toBe(true)
  const before = await dialogBox(page)
  await page.evaluate(() => {
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift' })
    ;(window as unknown as { __fontShifts: number[] }).__fontShifts = shifts
  })
  release()
  await expect.poll(() => latchSansLoaded(page)).toBe(true)
  await expect.poll(() => titleFonts(page)).toEqual(['Inter'])
  const after = await dialogBox(page)
  const shifts = await page.evaluate(() => (window as unknown as { __fontShifts: number[] }).__fontShifts)
  for (const key of ['width', 'height', 'content', 'titleHeight'] as const) {
    expect(before[key], key).toBeGreaterThan(0)
    expect(Math.abs((after[key] ?? 0) - (before[key] ?? 0)), key).toBeLessThanOrEqual(1)
  }
  // The fallback is scaled for regular text; the semibold title drawn in Arial Bold is within 3%
  // of Latch Sans 600 (an unscaled fallback is off by more than 8%).
  const titleWidth = before.titleWidth ?? 0
  expect(Math.abs((after.titleWidth ?? 0) - titleWidth)).toBeLessThanOrEqual(titleWidth * 0.03)
  // Text inside may move by a fraction of a pixel; nothing a visitor would see jump.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005)
})

test('with the font unreachable the modal shows in the system font and the page logs no error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  // Chromium itself notes each failed request on the console; only the font's are expected.
  const browserNoteOnFont = (text: string, url: string) =>
    text.startsWith('Failed to load resource') && url.includes('/fonts/')
  page.on('console', (message) => {
    if (message.type() === 'error' && !browserNoteOnFont(message.text(), message.location().url))
      errors.push(message.text())
  })
  const asked: string[] = []
  await page.route('**/fonts/**', (route) => {
    asked.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await page.goto('/')
  await connectButton(page).click()
  await expect(title(page)).toBeVisible()
  await expect.poll(() => asked.some((url) => url.endsWith('/fonts/latch.css'))).toBe(true)
  const fonts = await titleFonts(page)
  expect(fonts).not.toContain('Inter')
  expect(fonts.length).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`Connect in Latch Sans is captured, ${theme} theme`, async ({ page }) => {
    await useDemoTheme(page, theme)
    await page.goto('/')
    await connectButton(page).click()
    await expect(title(page)).toBeVisible()
    await expect.poll(() => latchSansLoaded(page)).toBe(true)
    await settle(page)
    await view(page, 'Connect Wallet').screenshot({
      path: `${OUT}/web-font-connect-${theme}.png`,
      animations: 'disabled',
    })
  })
}
