// Small helpers shared by the integration tests.

/** The dapp's metadata in every test. */
export const DAPP_METADATA = {
  name: 'Latch test dapp',
  description: 'test',
  url: 'http://127.0.0.1',
  icons: [],
}

/** Waits for a condition the relay makes true asynchronously (polling, never a fixed sleep). */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}
