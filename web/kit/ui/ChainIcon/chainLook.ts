/** Colours of well-known chains; others get one derived from their id. */
const KNOWN: Record<number, string> = {
  1: '#627eea',
  10: '#ff0420',
  56: '#f0b90b',
  100: '#04795b',
  137: '#8247e5',
  8453: '#0052ff',
  42161: '#28a0f0',
  42220: '#35d07f',
  43114: '#e84142',
  31337: '#3b3b3b',
  11155111: '#7b5ce1',
}

export function chainColor(id: number): string {
  return KNOWN[id] ?? `hsl(${(id * 47) % 360} 55% 42%)`
}
