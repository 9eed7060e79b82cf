import icon from '../icons/argent.svg'
import type { WalletDefinition } from '../types.ts'
import { mobileInstructions, wcDeepLink } from './instructions.ts'

export const argentWallet: WalletDefinition = {
  id: 'argent',
  name: 'Argent',
  iconUrl: icon,
  iconBackground: '#ff875b',
  iconAccent: '#ff875b',
  groupName: 'Other',
  groupIndex: 2,
  downloadUrls: {
    qrCode: 'https://argent.link/app',
    ios: 'https://apps.apple.com/app/argent/id1358741926',
    android: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
    mobile: 'https://www.argent.xyz/download-argent',
  },
  mobile: { getUri: wcDeepLink('https://argent.link/app') },
  qrCode: { instructions: mobileInstructions('https://www.argent.xyz/learn/what-is-a-crypto-wallet/') },
  kind: 'walletConnect',
}
