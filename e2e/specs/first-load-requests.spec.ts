// Latch fetches nothing from another host before the visitor acts: not the network's image, not
// the wallet frame. The demo page's own calls to its server are the host app's, not Latch's, so
// only what Latch asks for is counted here (images and the frame).
import { expect, test } from '../fixtures'
import { networkButton } from '../support/modal'

test('before the visitor acts Latch loads no image and no frame from another host; pointing at a button lets the network mark load', async ({
  page,
}) => {
  const seen: Array<{ url: string; type: string }> = []
  page.on('request', (request) => seen.push({ url: request.url(), type: request.resourceType() }))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const pageOrigin = new URL(page.url()).origin
  const latchFetches = () =>
    seen.filter(
      ({ url, type }) =>
        new URL(url).origin !== pageOrigin &&
        (type === 'image' || type === 'document' || url.includes('/embedded/')),
    )
  expect(latchFetches()).toEqual([])
  await expect(networkButton(page)).toBeVisible()

  await networkButton(page).hover()
  await expect.poll(() => latchFetches().some(({ url }) => url.includes('/public/getAssetImage/'))).toBe(true)
})
