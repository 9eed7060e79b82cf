import icon from '../icons/browser.svg'
import type { WalletDefinition } from '../types.ts'

/** Whatever wallet sits at window.ethereum, when no better-known wallet claims it. */
export const injectedWallet: WalletDefinition = {
  id: 'injected',
  name: 'Browser Wallet',
  iconUrl: icon,
  iconBackground: '#5f6b7a',
  groupName: 'Popular',
  groupIndex: 1,
  kind: 'injected',
}
