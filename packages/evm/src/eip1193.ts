// The small slice of EIP-1193 this adapter relies on. Wallets differ in what else they offer,
// so everything beyond `request` is optional and checked before use.

export interface RequestArguments {
  method: string
  params?: unknown
}

export type ProviderListener = (...args: unknown[]) => void

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on?(event: string, listener: ProviderListener): unknown
  removeListener?(event: string, listener: ProviderListener): unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
