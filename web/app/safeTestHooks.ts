import { foundSafeProvider, subscribeSafeReadiness } from '../kit/testing.ts'

/** Test builds (VITE_SAFE_E2E_HOOKS=true) let browser tests drive the Safe provider directly. */
export function exposeSafeProviderForTests(): void {
  const expose = () => {
    const provider = foundSafeProvider()
    if (provider) Object.assign(window, { __safeProvider: provider })
  }
  expose()
  subscribeSafeReadiness(expose)
}
