// A test adapter that is also an embedded wallet: core's in-memory adapter with an AUTH connector
// and a scripted port (the email steps answer at once; the code 000000 is wrong).
import type { EmbeddedWalletEvent, EmbeddedWalletPort } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { vi } from 'vitest'

export const EMBEDDED_ID = 'latch-embedded'
export const EMBEDDED_ADDRESS = '0x00000000000000000000000000000000000000e1'

export function embeddedTestAdapter(action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' = 'VERIFY_OTP') {
  const listeners = new Set<(event: EmbeddedWalletEvent) => void>()
  const port: EmbeddedWalletPort = {
    connectorId: EMBEDDED_ID,
    connectEmail: vi.fn(async () => ({ action })),
    connectDevice: vi.fn(() => new Promise<void>(() => {})),
    connectOtp: vi.fn(async (otp: string) => {
      if (otp === '000000') throw new Error('Invalid code. 4 tries left.')
    }),
    updateEmail: vi.fn(async () => ({ action: 'VERIFY_PRIMARY_OTP' as const })),
    updateEmailPrimaryOtp: vi.fn(async () => {}),
    updateEmailSecondaryOtp: vi.fn(async () => ({ email: 'new@example.com' })),
    getUser: vi.fn(async (chainId: number | string) => ({
      email: 'ada@example.com',
      address: EMBEDDED_ADDRESS,
      chainId,
      accounts: [{ address: EMBEDDED_ADDRESS, type: 'eoa' as const }],
    })),
    smartAccountEnabledNetworks: vi.fn(async () => []),
    setPreferredAccountType: vi.fn(async (type) => ({ type, address: EMBEDDED_ADDRESS })),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    showFrame: vi.fn(() => () => {}),
    syncTheme: vi.fn(),
    socialRedirect: vi.fn(async () => 'https://frame.test/embedded/v1/social/callback?code=c&state=s'),
    socialRedirectUri: vi.fn(async () => 'https://provider.test/auth'),
    connectSocial: vi.fn(async () => ({
      email: null,
      userName: 'ada',
      address: '0x00000000000000000000000000000000000000e1',
      chainId: 1,
      accounts: [],
    })),
    farcasterUri: vi.fn(async () => 'https://farcaster.test/~/siwf?channelToken=t'),
    cancelFarcaster: vi.fn(async () => {}),
    connectFarcaster: vi.fn(async () => ({
      email: null,
      userName: 'alice',
      address: '0x00000000000000000000000000000000000000e1',
      chainId: 1,
      accounts: [],
    })),
  }
  const adapter = Object.assign(
    createTestAdapter({
      connectors: [{ id: EMBEDDED_ID, name: 'Email', type: 'AUTH', chain: 'eip155' }],
      accounts: [EMBEDDED_ADDRESS],
    }),
    { embedded: port },
  )
  const emit = (event: EmbeddedWalletEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { adapter, port, emit }
}
