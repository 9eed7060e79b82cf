/** The connect button's display options (docs/spec.md §2.6) and their responsive defaults. */
export type AccountStatus = 'full' | 'avatar' | 'address'
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'
export type Responsive<T> = T | { smallScreen: T; largeScreen: T }

export interface ButtonOptions {
  accountStatus?: Responsive<AccountStatus>
  chainStatus?: Responsive<ChainStatus>
  showBalance?: Responsive<boolean>
}

export const DEFAULT_BUTTON_OPTIONS = {
  accountStatus: 'full',
  chainStatus: { smallScreen: 'icon', largeScreen: 'full' },
  showBalance: { smallScreen: false, largeScreen: true },
} satisfies Required<ButtonOptions>

export function resolve<T>(value: Responsive<T>, largeScreen: boolean): T {
  if (typeof value === 'object' && value !== null && 'largeScreen' in value)
    return largeScreen ? value.largeScreen : value.smallScreen
  return value as T
}

export interface ResolvedDisplay {
  accountStatus: AccountStatus
  chainStatus: ChainStatus
  showBalance: boolean
}

export function resolveDisplay(options: ButtonOptions, largeScreen: boolean): ResolvedDisplay {
  return {
    accountStatus: resolve(options.accountStatus ?? DEFAULT_BUTTON_OPTIONS.accountStatus, largeScreen),
    chainStatus: resolve(options.chainStatus ?? DEFAULT_BUTTON_OPTIONS.chainStatus, largeScreen),
    showBalance: resolve(options.showBalance ?? DEFAULT_BUTTON_OPTIONS.showBalance, largeScreen),
  }
}

/** docs/spec.md §2.6: the chain button shows with more than one chain, or on an unsupported chain. */
export function showChainButton(chainCount: number, unsupported: boolean, chainStatus: ChainStatus): boolean {
  if (unsupported) return true
  return chainCount > 1 && chainStatus !== 'none'
}
