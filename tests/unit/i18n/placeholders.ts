/** The `{name}` placeholders of a text and the counts of its plural blocks (`{name, one {…} …}`), sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)[},]/g)].map((match) => match[1]!))].sort()
}

/** The keys whose translation has other placeholders than the reference text. */
export function placeholderMismatches(
  reference: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string>>,
): string[] {
  return Object.keys(reference).filter(
    (key) => placeholders(reference[key]!).join() !== placeholders(translation[key] ?? '').join(),
  )
}
