// What the frame keeps in its own origin's storage (the host page can never read it): the device
// id, the bearer session, the device share of each user's wallet and the chosen chain. Values that
// do not parse are dropped, never trusted.
import type { Hex } from 'viem'
import { log, projectId } from './context'

const key = (name: string) => `latch-frame:${projectId}:${name}`

export const store = {
  get<T>(name: string): T | undefined {
    try {
      const raw = localStorage.getItem(key(name))
      return raw === null ? undefined : (JSON.parse(raw) as T)
    } catch (error) {
      log('stored value dropped', name, error)
      localStorage.removeItem(key(name))
      return undefined
    }
  },
  set: (name: string, value: unknown) => localStorage.setItem(key(name), JSON.stringify(value)),
  remove: (name: string) => localStorage.removeItem(key(name)),
}

export const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

export function fromBase64url(text: string): Uint8Array {
  const padded = text
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
}

/** This browser's id for the server's device approval; made once, random. */
export function deviceId(): string {
  let id = store.get<string>('device')
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
    id = base64url(crypto.getRandomValues(new Uint8Array(24)))
    store.set('device', id)
  }
  return id
}

/** A signed-in user (by email code or social login): the server's user id keys the device share. */
export interface Session {
  token: string
  userId: string
  expiresAt: number
}

export function session(): Session | undefined {
  const value = store.get<Session>('session')
  return value && typeof value.token === 'string' && typeof value.userId === 'string' ? value : undefined
}

/** One of the wallet's three shares, kept on this device for the wallet at `address`. */
export interface DeviceShare {
  address: Hex
  share: Hex
}

export const deviceShare = (userId: string) => store.get<DeviceShare>(`share:${userId}`)
export const setDeviceShare = (userId: string, value: DeviceShare) => store.set(`share:${userId}`, value)
