// Waits for real I/O while timers are faked: setImmediate is left real by the tests that use this.
export async function spinUntil(condition: () => boolean, maxTurns = 10_000): Promise<void> {
  for (let turn = 0; turn < maxTurns && !condition(); turn++) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  if (!condition()) throw new Error('condition not reached')
}
