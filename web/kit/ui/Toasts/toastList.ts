import { entryKey, type TrackedEntry } from '../../transactions/store.ts'

/** How many toasts stay on screen at once: a newer one pushes out the oldest. */
export const MAX_TOASTS = 3

export interface Toast {
  /** Unique per toast, so the same entry settling twice never reuses a dismissed one's key. */
  id: string
  entry: TrackedEntry
}

let next = 0

/** The toasts after `entry` settles: newest last, at most MAX_TOASTS, one per entry. */
export function withToast(toasts: readonly Toast[], entry: TrackedEntry): Toast[] {
  const key = entryKey(entry)
  const others = toasts.filter((t) => entryKey(t.entry) !== key)
  return [...others, { id: `${key}#${++next}`, entry }].slice(-MAX_TOASTS)
}

/** The entries of `after` that were pending in `before` and are not any more: their outcome arrived. */
export function settledBetween(before: readonly TrackedEntry[], after: readonly TrackedEntry[]): TrackedEntry[] {
  const wasPending = new Set(before.filter((e) => e.status === 'pending').map(entryKey))
  return after.filter((e) => e.status !== 'pending' && wasPending.has(entryKey(e)))
}

export const withoutToast = (toasts: readonly Toast[], id: string): Toast[] => toasts.filter((t) => t.id !== id)
