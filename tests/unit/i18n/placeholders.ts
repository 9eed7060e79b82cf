/** The `{name}` placeholders of a text, sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort()
}

/** The keys whose translation has other placeholders than the reference text. */
export function placeholderMismatches(reference: Readonly<Record<string, string>>, translation: Readonly<Record<string, string>>): string[] {
  return Object.keys(reference).filter((key) => placeholders(reference[key]!).join() !== placeholders(translation[key] ?? '').join())
}

/** A catalogue file's name: the locale, then the part (none for the core catalogue): de.ts, pt-BR-safe.ts. */
const CATALOGUE_FILE = /(?:^|\/)(?<locale>[a-z]{2,3}(?:-[A-Z]{2})?)(?<part>-signin|-safe)?\.ts$/

export interface CatalogueModule {
  locale: string
  part: string
  texts: Readonly<Record<string, string>>
}

/** The catalogues among modules keyed by path: each file's exported object of texts. */
export function catalogueModules(modules: Record<string, Record<string, unknown>>): CatalogueModule[] {
  return Object.entries(modules).flatMap(([path, exports]) => {
    const name = CATALOGUE_FILE.exec(path)?.groups
    const texts = Object.values(exports).find(
      (value): value is Record<string, string> => typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string'),
    )
    return name && texts ? [{ locale: name.locale!, part: name.part ?? '', texts }] : []
  })
}
