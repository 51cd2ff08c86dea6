// Sign In With Farcaster, the frame's half: ask the server for a sign-in link (the host shows it as
// a QR code), then wait while a Farcaster client answers it, polling the channel this frame
// started (the server redeems it only for this device). A newer link or a sign-out ends the wait.
import { hostOrigin } from './messaging'
import { api } from './server'
import type { SocialSession } from './social'
import { deviceId } from './storage'

const POLL_MS = 1_500

let current: { channelToken: string; stop: AbortController } | undefined

/** A new sign-in link; any wait for an older one ends. */
export async function beginFarcasterLogin(): Promise<string> {
  const origin = hostOrigin()
  if (!origin) throw new Error('Not connected to a page')
  stopFarcasterLogin()
  const { url, channelToken } = await api<{ url: string; channelToken: string }>(
    '/embedded/v1/farcaster/start',
    { deviceId: deviceId(), parentOrigin: origin },
    false,
  )
  current = { channelToken, stop: new AbortController() }
  return url
}

/** Resolves with a session once the link was answered; rejects when it expires or is replaced. */
export async function awaitFarcasterLogin(): Promise<SocialSession> {
  const channel = current
  if (!channel) throw new Error('Ask for a Farcaster sign-in link first')
  const { signal } = channel.stop
  while (!signal.aborted) {
    const answer = await api<{ status: 'pending' } | ({ status: 'completed' } & SocialSession)>(
      '/embedded/v1/farcaster/finish',
      { channelToken: channel.channelToken, deviceId: deviceId() },
      false,
    )
    if (answer.status === 'completed') {
      if (current === channel) current = undefined
      return answer
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, POLL_MS)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
  throw new Error('This Farcaster sign-in was replaced by a newer one.')
}

export function stopFarcasterLogin() {
  current?.stop.abort()
  current = undefined
}
