/**
 * The project id a fresh clone builds with. The app runs with it (docs/spec.md §5.1: a warning, not
 * an error), but the public relay refuses it. Apart from validate.ts, so the page's bundle, which
 * only needs this, does not carry the validation (and the locale table it checks against).
 */
export const PLACEHOLDER_PROJECT_ID = 'YOUR_PROJECT_ID'

/** The console warning for a placeholder WalletConnect project id, or null when it is real. */
export function projectIdWarning(config: { wcProjectId: string }): string | null {
  return config.wcProjectId === PLACEHOLDER_PROJECT_ID
    ? `VITE_WC_PROJECT_ID is the placeholder "${PLACEHOLDER_PROJECT_ID}": WalletConnect wallets will not connect through the public relay. Get a project id at cloud.reown.com and set it in .env.`
    : null
}

/**
 * The same warning from the variables themselves (unset means the placeholder, as in
 * validate.ts), for the production server's terminal, which has no validated config.
 */
export function projectIdWarningFromEnv(env: Record<string, string | undefined>): string | null {
  return projectIdWarning({ wcProjectId: (env.VITE_WC_PROJECT_ID ?? PLACEHOLDER_PROJECT_ID).trim() })
}
