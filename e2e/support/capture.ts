import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { modal } from './modal'
import { settle, type Theme } from './views'

// Screenshots of one modal view in each theme and size, saved for people to look at (gitignored),
// and the view's serious and critical axe findings.
export const SCREENSHOTS = resolve(import.meta.dirname, '../../.latch/screenshots')

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 390, height: 844 },
} as const
export type Size = keyof typeof VIEWPORTS

/** Every theme and size, for one test each. */
export const LOOKS: { theme: Theme; size: Size }[] = (['light', 'dark'] as const).flatMap((theme) =>
  (['desktop', 'narrow'] as const).map((size) => ({ theme, size })),
)

/**
 * Waits until the dialog shows its view whole. A click made before the modal's code arrived shows
 * the dialog a moment later, and a view still loading (or Connect waiting for its lists) shows an
 * empty busy stack in its place; a capture or an axe run then would see the wrong thing.
 */
async function untilViewShown(page: Page): Promise<void> {
  await expect(modal(page)).toBeVisible()
  await expect(modal(page).locator('.latch-stack[aria-busy="true"]')).toHaveCount(0)
}

/** Saves the page as `<view>-<theme>-<size>.png` once the dialog has settled, pointer off it. */
export async function captureView(page: Page, view: string, theme: Theme, size: Size): Promise<void> {
  await untilViewShown(page)
  await page.mouse.move(0, 0)
  await settle(page)
  await page.screenshot({ path: `${SCREENSHOTS}/${view}-${theme}-${size}.png`, animations: 'disabled' })
}

/** The serious and critical axe findings inside the modal, as "rule: targets". */
export async function seriousIssues(page: Page): Promise<string[]> {
  await untilViewShown(page)
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`)
}
