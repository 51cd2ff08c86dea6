import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../fixtures'
import { type LocalChain, startLocalChain } from '../support/local-chain'
import { type Theme, tourViews, useDemoTheme, type ViewName } from '../support/views'

const ACCOUNT = 5
let sideChain: LocalChain

test.beforeAll(async () => {
  sideChain = await startLocalChain(4243)
})
test.afterAll(async () => {
  await sideChain?.stop()
})

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no issue of any impact in any modal view, ${theme} theme`, async ({
    page,
    withTestWallet,
  }) => {
    await withTestWallet({ accountIndex: ACCOUNT })
    await useDemoTheme(page, theme)
    const found: Partial<Record<ViewName, string[]>> = {}
    await tourViews(page, sideChain, async (name, dialog) => {
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      // The whole page: the modal and the host page around it.
      const { violations } = await new AxeBuilder({ page }).analyze()
      // Every finding counts, whatever its impact: a second banner landmark (the dialog's title bar
      // taken for the page's header) is only 'moderate', and was let through when only serious and
      // critical ones counted.
      found[name] = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`).join('; ')}`,
      )
    })
    expect(Object.keys(found)).toEqual([
      'Connect',
      'ConnectingExternal',
      'Account',
      'Networks',
      'UnsupportedChain',
    ])
    expect(found).toEqual({
      Connect: [],
      ConnectingExternal: [],
      Account: [],
      Networks: [],
      UnsupportedChain: [],
    })
  })
}
