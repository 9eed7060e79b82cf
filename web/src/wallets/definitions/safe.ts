import icon from '../icons/safe.svg'
import type { WalletDefinition } from '../types'

/** The Safe multisig, when the app runs inside the Safe{Wallet} iframe. */
export const safeWallet: WalletDefinition = {
  id: 'safe',
  name: 'Safe',
  iconUrl: icon,
  iconBackground: '#121312',
  iconAccent: '#12ff80',
  groupName: 'Popular',
  groupIndex: 1,
  downloadUrls: { browserExtension: 'https://app.safe.global/' },
  kind: 'safe',
}
