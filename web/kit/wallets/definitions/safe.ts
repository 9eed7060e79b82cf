import icon from '../icons/safe.svg'
import type { WalletDefinition } from '../types.ts'

/**
 * The Safe multisig, when the app runs inside the Safe{Wallet} iframe. It has nothing to install,
 * so outside a Safe host it is not ready and has no download link: the list leaves it out.
 */
export const safeWallet: WalletDefinition = {
  id: 'safe',
  name: 'Safe',
  iconUrl: icon,
  iconBackground: '#121312',
  iconAccent: '#12ff80',
  groupName: 'Popular',
  groupIndex: 1,
  kind: 'safe',
}
