/** Confetti physics, free of the DOM so it can be unit-tested. */

/** docs/spec.md §9.7: at most 35 particles. */
export const MAX_PARTICLES = 35

export interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  size: number
  rotation: number
  spin: number
  color: string
}

const COLORS = ['#2563eb', '#f59e0b', '#10b981', '#ec4899', '#8b5cf6', '#ef4444']
const GRAVITY = 0.35
const DRAG = 0.985

/** A burst from (x, y) fanning upwards; `random` is injectable for deterministic tests. */
export function createParticles(count: number, x: number, y: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: Math.min(count, MAX_PARTICLES) }, (_, i) => {
    const angle = -Math.PI / 2 + (random() - 0.5) * Math.PI * 0.9
    const speed = 9 + random() * 9
    return {
      x,
      y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      size: 6 + random() * 6,
      rotation: random() * Math.PI,
      spin: (random() - 0.5) * 0.4,
      color: COLORS[i % COLORS.length],
    }
  })
}

export function step(particles: Particle[]): Particle[] {
  return particles.map((p) => ({
    ...p,
    x: p.x + p.vx,
    y: p.y + p.vy,
    vx: p.vx * DRAG,
    vy: p.vy * DRAG + GRAVITY,
    rotation: p.rotation + p.spin,
  }))
}
