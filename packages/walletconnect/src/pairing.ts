// Pairing URI lifetime (spec 4 and 9): a URI lives 4 minutes and counts as expired once fewer
// than 10 seconds remain, at which point a fresh one replaces it. On mobile Safari and in Telegram
// the visitor leaves for the wallet app and comes back, so a connect started again while a pairing
// is still pending reuses it instead of invalidating the QR code or deep link already handed out.

import { isPairingUriExpired, PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@latch/core/internal'
import { WalletConnectAdapterError } from './errors'

// The lifetime and the margin are core's: the modal and this adapter expire a URI at one moment.
export { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS }

export interface PairingUri {
  uri: string
  createdAt: number
  expiresAt: number
}

export function newPairingUri(uri: string, now: number): PairingUri {
  return { uri, createdAt: now, expiresAt: now + PAIRING_LIFETIME_MS }
}

export function isPairingExpired(pairing: PairingUri, now: number): boolean {
  return isPairingUriExpired(pairing.expiresAt, now)
}

/** Milliseconds until `pairing` counts as expired (0 when it already does). */
export function msUntilExpired(pairing: PairingUri, now: number): number {
  return Math.max(0, pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - now)
}

/** Whether a new connect may reuse `pending` rather than make a new pairing. */
export function canReusePairing(
  pending: PairingUri | undefined,
  now: number,
  reusePending: boolean,
): boolean {
  return reusePending && pending !== undefined && !isPairingExpired(pending, now)
}

export interface Proposal<T> {
  uri: string
  /** Settles when the wallet answers the proposal made with `uri`. */
  approval(): Promise<T>
}

export interface PairingLoopOptions<T> {
  /** Makes a new pairing and session proposal. */
  propose(): Promise<Proposal<T>>
  /** Called with every URI to show: the first, each replacement and each reuse. */
  onUri(pairing: PairingUri): void
  /** True on mobile Safari and in Telegram. */
  reusePending: boolean
  now?: () => number
}

interface Pending<T> {
  pairing?: PairingUri
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
  timer?: ReturnType<typeof setTimeout>
  /** The proposal whose rejection ends the attempt; answers to replaced ones may still approve. */
  latest?: Proposal<T>
}

export class PairingSupersededError extends WalletConnectAdapterError {
  override name = 'PairingSupersededError'
  constructor() {
    super('A newer connect request replaced this pairing')
  }
}

/** Runs one connect attempt: proposes, refreshes the URI before it expires, settles on the answer. */
export class PairingLoop<T> {
  private pending: Pending<T> | undefined
  private readonly now: () => number

  constructor(private readonly options: PairingLoopOptions<T>) {
    this.now = options.now ?? Date.now
  }

  /** The URI currently on show, if an attempt is pending. */
  get current(): PairingUri | undefined {
    return this.pending?.pairing
  }

  start(): Promise<T> {
    const pending = this.pending
    if (pending?.pairing && canReusePairing(pending.pairing, this.now(), this.options.reusePending)) {
      this.options.onUri(pending.pairing)
      return pending.promise
    }
    this.cancel(new PairingSupersededError())
    let resolve!: (value: T) => void
    let reject!: (error: unknown) => void
    const promise = new Promise<T>((res, rej) => {
      resolve = res
      reject = rej
    })
    const next: Pending<T> = { promise, resolve, reject }
    this.pending = next
    void this.propose(next)
    return promise
  }

  /** Ends the pending attempt, rejecting its promise with `reason`. */
  cancel(reason: unknown): void {
    const pending = this.pending
    if (!pending) return
    this.settle(pending)
    pending.reject(reason)
  }

  private settle(pending: Pending<T>) {
    clearTimeout(pending.timer)
    if (this.pending === pending) this.pending = undefined
  }

  private async propose(pending: Pending<T>): Promise<void> {
    let proposal: Proposal<T>
    try {
      proposal = await this.options.propose()
    } catch (error) {
      if (this.pending === pending) {
        this.settle(pending)
        pending.reject(error)
      }
      return
    }
    if (this.pending !== pending) return
    pending.latest = proposal
    pending.pairing = newPairingUri(proposal.uri, this.now())
    pending.timer = setTimeout(() => void this.propose(pending), msUntilExpired(pending.pairing, this.now()))
    this.options.onUri(pending.pairing)
    proposal.approval().then(
      (value) => {
        if (this.pending !== pending) return
        this.settle(pending)
        pending.resolve(value)
      },
      (error: unknown) => {
        if (this.pending !== pending || pending.latest !== proposal) return
        this.settle(pending)
        pending.reject(error)
      },
    )
  }
}
