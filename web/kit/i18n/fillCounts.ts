import { fill } from './en.ts'

/** `{owners, one {# owner} other {# owners}}`: one form per plural category, `#` the count. */
const PLURAL = /\{(\w+),((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g
const FORM = /(\w+)\s*\{([^{}]*)\}/g

/**
 * Fills a text that shows numbers: each number is written in the locale's digits (Persian's in
 * fa), and a plural block takes the form the locale's rules (`Intl.PluralRules`) choose for its
 * count, so a noun agrees with the number before it (1 owner, 3 owners; 3 владельцев, 21 владельца).
 * Numbers are counts and nonces, written ungrouped, as people read a nonce.
 */
export function fillCounts(template: string, values: Record<string, string | number>, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { useGrouping: false })
  const rules = new Intl.PluralRules(locale)
  const written = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? digits.format(value) : value]),
  )
  const chosen = template.replace(PLURAL, (block, name: string, forms: string) => {
    const count = values[name]
    if (typeof count !== 'number') return block
    const byCategory = new Map([...forms.matchAll(FORM)].map(([, category, text]) => [category, text!]))
    return (byCategory.get(rules.select(count)) ?? byCategory.get('other') ?? block).replaceAll('#', written[name]!)
  })
  return fill(chosen, written)
}
