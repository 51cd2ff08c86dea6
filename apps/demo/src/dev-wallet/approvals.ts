// The dev wallet's approval queue: each prompt waits here until the person answers it in the
// approval window, unless "approve automatically" is on. The window subscribes to the queue.
import type { Prompt } from '@latch/test-wallet'

export interface PendingPrompt {
  id: number
  prompt: Prompt
}

export class ApprovalQueue {
  private pending: PendingPrompt[] = []
  private readonly answers = new Map<number, (approved: boolean) => void>()
  private readonly listeners = new Set<() => void>()
  private nextId = 1

  constructor(private readonly approvesAutomatically: () => boolean) {}

  /** The wallet's `ask`: resolves once the person answers, at once when approving automatically. */
  ask = (prompt: Prompt): Promise<boolean> => {
    if (this.approvesAutomatically()) return Promise.resolve(true)
    const id = this.nextId++
    return new Promise((resolve) => {
      this.answers.set(id, resolve)
      this.pending = [...this.pending, { id, prompt }]
      this.notify()
    })
  }

  answer(id: number, approved: boolean): void {
    const resolve = this.answers.get(id)
    if (!resolve) return
    this.answers.delete(id)
    this.pending = this.pending.filter((entry) => entry.id !== id)
    this.notify()
    resolve(approved)
  }

  /** Oldest first; a new array on every change, so React sees each change. */
  snapshot = (): readonly PendingPrompt[] => this.pending

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }
}
