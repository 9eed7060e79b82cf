/**
 * BCP 47 matching of the visitor's languages (`navigator.languages`, most wanted first) against
 * the tags we have, in two passes so a near match anywhere in the list beats a distant one:
 * 1. the same language in the same script: exact, or the nearest region (zh-MO → zh-HK, whose
 *    written Cantonese wording Macau shares), or another region (pt-PT → pt-BR, de-AT → de);
 * 2. the same language in another script (a tag whose script we lack, as zh-Hant was before
 *    zh-TW), only when no wanted language has a pass-1 match, because a reader of one script may
 *    not read the other.
 */
export function matchLocale<Tag extends string>(
  wanted: readonly string[],
  available: readonly Tag[],
  fallback: Tag,
): Tag {
  const parsed = available.map((tag) => ({ tag, ...parse(tag) }))
  for (const sameScript of [true, false]) {
    for (const text of wanted) {
      const want = parse(text)
      if (!want.language) continue
      const candidates = parsed.filter(
        (have) => have.language === want.language && (have.script === want.script) === sameScript,
      )
      const best =
        candidates.find((have) => have.region === want.region) ??
        candidates.find((have) => have.region === NEAREST_REGION[want.region]) ??
        candidates.find((have) => !have.region) ??
        candidates[0]
      if (best) return best.tag
    }
  }
  return fallback
}

/** A region whose own variant we lack, and the region whose variant its readers read. */
const NEAREST_REGION: Readonly<Record<string, string>> = { MO: 'HK' }

/** Regions whose Chinese is written in Traditional script when the tag names no script. */
const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO'])

/** Language, script (explicit or implied) and region of a tag, case-normalised. */
function parse(tag: string): { language: string; script: string; region: string } {
  const [language = '', ...rest] = tag.trim().replace(/_/g, '-').split('-')
  const script = rest.find((part) => /^[a-z]{4}$/i.test(part))?.toLowerCase()
  const region = rest.find((part) => /^([a-z]{2}|\d{3})$/i.test(part))?.toUpperCase() ?? ''
  const lang = language.toLowerCase()
  const implied = lang === 'zh' ? (TRADITIONAL_REGIONS.has(region) ? 'hant' : 'hans') : ''
  return { language: lang === '*' ? '' : lang, script: script ?? implied, region }
}
