/** Where the analytics script is served: the app's own origin, so no third party is contacted. */
export const ANALYTICS_SRC = '/analytics/script.js'

/** Loads the analytics script; if it cannot load, the app says so once and carries on. */
export function loadAnalytics(): void {
  const script = document.createElement('script')
  script.src = ANALYTICS_SRC
  script.defer = true
  script.onerror = () => console.info('Analytics script could not be loaded; continuing without it.')
  document.head.append(script)
}
