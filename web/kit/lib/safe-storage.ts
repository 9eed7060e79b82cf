/**
 * localStorage when it works, else an in-memory store. Touching localStorage throws inside a
 * sandboxed or third-party iframe with storage blocked (e.g. the Safe app iframe); the app must
 * keep working there, just without persistence.
 */
export function safeStorage(): Storage {
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
