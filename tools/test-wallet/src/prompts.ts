import { ErrorCode, ProviderRpcError } from './errors'

type Step = { kind: 'reject'; code: number } | { kind: 'hold' }

type Held = { method: string; resolve: () => void; reject: (error: ProviderRpcError) => void }

/**
 * The wallet's approval screen. Every request that would show a prompt in a real wallet passes
 * through `approve`: steps queued by tests (reject the next prompt, hold it open) come first, then
 * the person is asked when the wallet has a way to ask; otherwise it is approved at once.
 */
export class Prompts {
  private readonly steps: Step[] = []
  private readonly held: Held[] = []
  private heldWaiters: (() => void)[] = []

  rejectNext(code: number): void {
    if (!Number.isInteger(code)) throw new TypeError('rejectNext: code must be an integer')
    this.steps.push({ kind: 'reject', code })
  }

  holdNext(): void {
    this.steps.push({ kind: 'hold' })
  }

  /** Resolves when the user (a queued step, or `ask`) approves; rejects with 4001 or the queued code. */
  approve(method: string, ask?: () => Promise<boolean>): Promise<void> {
    const step = this.steps.shift()
    if (!step && ask)
      return ask().then((approved) => {
        if (!approved) throw new ProviderRpcError(ErrorCode.userRejected)
      })
    if (!step) return Promise.resolve()
    if (step.kind === 'reject') return Promise.reject(new ProviderRpcError(step.code))
    return new Promise<void>((resolve, reject) => {
      this.held.push({ method, resolve, reject })
      const waiters = this.heldWaiters
      this.heldWaiters = []
      for (const wake of waiters) wake()
    })
  }

  /** Methods of the requests currently held open, oldest first. */
  heldMethods(): string[] {
    return this.held.map((h) => h.method)
  }

  waitForHeld(): Promise<void> {
    if (this.held.length > 0) return Promise.resolve()
    return new Promise((resolve) => this.heldWaiters.push(resolve))
  }

  release(): void {
    this.takeHeld('release').resolve()
  }

  rejectHeld(code: number): void {
    this.takeHeld('rejectHeld').reject(new ProviderRpcError(code))
  }

  /** Ends every held request with the given error (used when the wallet disconnects). */
  rejectAll(error: ProviderRpcError): void {
    for (const held of this.held.splice(0)) held.reject(error)
  }

  private takeHeld(action: string): Held {
    const held = this.held.shift()
    if (!held)
      throw new Error(`${action}: no request is being held; call holdNext() and wait for the request`)
    return held
  }
}
