// A storage for the sign client where the browser's IndexedDB is absent (Node, tests). Values are
// kept as JSON text, like the client's own storages, so no caller shares mutable objects with it.
// Handing the same instance to a new adapter is what a page reload looks like to the client.

import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

export function memoryStorage(): IKeyValueStorage {
  const items = new Map<string, string>()
  const read = <T>(text: string | undefined): T | undefined =>
    text === undefined ? undefined : (JSON.parse(text) as T)
  return {
    async getKeys() {
      return [...items.keys()]
    },
    async getEntries<T>() {
      return [...items].map(([key, text]) => [key, read<T>(text) as T] as [string, T])
    },
    async getItem<T>(key: string) {
      return read<T>(items.get(key))
    },
    async setItem<T>(key: string, value: T) {
      items.set(key, JSON.stringify(value))
    },
    async removeItem(key: string) {
      items.delete(key)
    },
  }
}
