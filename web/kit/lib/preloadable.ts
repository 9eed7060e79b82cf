/**
 * A module fetched ahead of need. `load()` starts the import once (again after a failure) and
 * resolves with the module; `current` holds it once it arrived, so a component can render it
 * directly, with no suspended render on the way (React holds a revealed Suspense boundary back
 * by about 300 ms, which is the whole delay of a lazily loaded modal).
 */
export interface Preloadable<T> {
  load(): Promise<T>
  readonly current: T | undefined
  /** Called once the module arrived. */
  subscribe(listener: () => void): () => void
}

export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let pending: Promise<T> | undefined
  let current: T | undefined
  const listeners = new Set<() => void>()
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          current = module
          for (const listener of listeners) listener()
          return module
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    get current() {
      return current
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * How long a warm-up for a click that may come at once (a modal's next step) waits for idle time
 * at most: on a busy CPU the next idle period can be hundreds of milliseconds away, and a click
 * that comes first then pays for the warm-up on its own way to the screen.
 */
export const WARM_UP_WITHIN_MS = 50

/** Runs `task` once the browser is idle (after first paint), or soon where there is no idle callback. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
