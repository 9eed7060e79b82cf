import type { EIP1193Provider } from 'viem'

/** Flags injected providers set on `window.ethereum` to say which wallet they are. */
export type InjectedFlag =
  'isMetaMask' | 'isBraveWallet' | 'isRainbow' | 'isCoinbaseWallet' | 'isTrust' | 'isTrustWallet'

type FlaggedProvider = EIP1193Provider & Partial<Record<InjectedFlag, boolean>> & { providers?: FlaggedProvider[] }

function injectedProviders(): FlaggedProvider[] {
  if (typeof window === 'undefined') return []
  const ethereum = (window as unknown as { ethereum?: FlaggedProvider }).ethereum
  if (!ethereum) return []
  // Several extensions at once put their providers in `ethereum.providers`.
  return ethereum.providers?.length ? ethereum.providers : [ethereum]
}

/** The window.ethereum provider that carries `flag`, if any. */
export function providerWithFlag(flag: InjectedFlag): EIP1193Provider | undefined {
  return injectedProviders().find((p) => {
    // Brave's provider also sets isMetaMask for compatibility; it is not MetaMask.
    if (flag === 'isMetaMask' && p.isBraveWallet) return false
    return Boolean(p[flag])
  })
}

/** Whether any injected provider is on the page. */
export function hasInjectedProvider(): boolean {
  return injectedProviders().length > 0
}
