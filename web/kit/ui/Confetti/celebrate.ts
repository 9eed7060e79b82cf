import { REDUCED_MOTION } from '../hooks/useMediaQuery.ts'

/** A confetti burst after a connect; skipped for people who asked for less motion. */
export function celebrate(): void {
  if (window.matchMedia(REDUCED_MOTION).matches) return
  // The animation code is only fetched when there is something to celebrate.
  void import('./confetti.ts').then(({ burst }) => burst())
}
