/**
 * localStorage when it works, else an in-memory store. Touching localStorage throws inside a
 * sandboxed or third-party iframe with storage blocked (e.g. the Safe app iframe); the app must
 * keep working there, just without persistence. Which of the two is decided on the first use, not
 * on the call: a store made while a module loads or a server renders touches no browser global.
 */
export function safeStorage(): Storage {
  let resolved: Storage | undefined
  const storage = () => (resolved ??= probedStorage())
  const lazy = {
    clear: () => storage().clear(),
    getItem: (key: string) => storage().getItem(key),
    key: (index: number) => storage().key(index),
    removeItem: (key: string) => storage().removeItem(key),
    setItem: (key: string, value: string) => storage().setItem(key, value),
  }
  // Not enumerable: wagmi's createStorage spreads the storage it wraps, which would read it.
  return Object.defineProperty(lazy, 'length', { get: () => storage().length }) as Storage
}

function probedStorage(): Storage {
  try {
    const storage = window.localStorage
    const probe = '__kit_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}

export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}
