/** Median, 95th percentile and maximum of some timings. */
export function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] }
}

/** "median 12.3 ms, p95 15.0 ms (n = 9)" */
export function summary(values: number[]): string {
  const s = stats(values)
  return `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (n = ${values.length})`
}
