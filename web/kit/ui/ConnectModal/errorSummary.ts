/** Longer than this, an error is summarised and its full text offered on demand. */
export const SHORT_ERROR_LENGTH = 90

export interface ErrorSummary {
  summary: string
  /** The full text, when the summary leaves part of it out. */
  details?: string
}

/**
 * A relay or SDK error can run to several sentences of protocol detail. A short one is shown as it
 * is (the spec's catalogue texts all are); a long one by its first sentence if that is short, else
 * by `fallback`, with the whole text as details.
 */
export function summarizeError(message: string, fallback: string): ErrorSummary {
  const text = message.trim()
  if (text.length <= SHORT_ERROR_LENGTH) return { summary: text || fallback }
  const first = /^.+?[.!?](?=\s)/.exec(text)?.[0]
  return { summary: first && first.length <= SHORT_ERROR_LENGTH ? first : fallback, details: text }
}
