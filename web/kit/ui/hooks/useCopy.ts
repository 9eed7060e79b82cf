import { useEffect, useState } from 'react'

/** docs/spec.md §9.2: the 'Copied!' label reverts after 1500 ms. */
export const COPIED_MS = 1500

/** Copies text to the clipboard; `copied` stays true for COPIED_MS after a copy. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copiedAt, setCopiedAt] = useState<number>()
  useEffect(() => {
    if (copiedAt === undefined) return
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])
  return {
    copied: copiedAt !== undefined,
    copy: async (text) => {
      await navigator.clipboard.writeText(text)
      setCopiedAt(Date.now())
    },
  }
}
