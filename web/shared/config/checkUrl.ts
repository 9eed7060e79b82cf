/**
 * Adds a problem to `problems` when `value` is not a URL with one of `protocols`: the one URL rule
 * of the build's variables (validate.ts) and of a configuration made at run time (web/kit/config).
 */
export function checkUrl(problems: string[], name: string, value: string, protocols: readonly string[]): void {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    problems.push(`${name} is not a valid URL: "${value}"`)
    return
  }
  if (!protocols.includes(url.protocol)) {
    problems.push(
      `${name} must use ${protocols.map((p) => p.replace(':', '')).join(' or ')}, got "${url.protocol.replace(':', '')}" in "${value}"`,
    )
  }
}
