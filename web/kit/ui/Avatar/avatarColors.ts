/** A stable pair of colours and a tilt per address, for the generated avatar. */
export interface GeneratedAvatar {
  from: string
  to: string
  angle: number
}

/** FNV-1a over the lowercase address: cheap, stable, and well spread for hex input. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text.toLowerCase()) {
    h ^= char.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export function generatedAvatar(address: string): GeneratedAvatar {
  const h = hash(address)
  const hue = h % 360
  return {
    from: `hsl(${hue} 80% 62%)`,
    to: `hsl(${(hue + 40 + ((h >>> 9) % 80)) % 360} 78% 48%)`,
    angle: (h >>> 17) % 360,
  }
}
