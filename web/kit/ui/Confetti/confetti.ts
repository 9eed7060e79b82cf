import { createParticles, MAX_PARTICLES, step } from './particles.ts'

const DURATION_MS = 1800

/** Draws one burst on a throw-away canvas over the page, then removes it. */
export function burst(): void {
  const canvas = document.createElement('canvas')
  const ratio = window.devicePixelRatio || 1
  canvas.width = window.innerWidth * ratio
  canvas.height = window.innerHeight * ratio
  canvas.className = 'kit-confetti'
  canvas.setAttribute('aria-hidden', 'true')
  document.body.append(canvas)
  const context = canvas.getContext('2d')
  if (!context) return canvas.remove()
  context.scale(ratio, ratio)

  let particles = createParticles(MAX_PARTICLES, window.innerWidth / 2, window.innerHeight * 0.45)
  const start = performance.now()
  const frame = (now: number) => {
    const elapsed = now - start
    context.clearRect(0, 0, window.innerWidth, window.innerHeight)
    context.globalAlpha = Math.max(0, 1 - elapsed / DURATION_MS)
    for (const p of particles) {
      context.save()
      context.translate(p.x, p.y)
      context.rotate(p.rotation)
      context.fillStyle = p.color
      context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2)
      context.restore()
    }
    particles = step(particles)
    if (elapsed < DURATION_MS) requestAnimationFrame(frame)
    else canvas.remove()
  }
  requestAnimationFrame(frame)
}
