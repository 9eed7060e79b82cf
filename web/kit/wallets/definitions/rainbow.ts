import icon from '../icons/rainbow.svg'
import type { WalletDefinition } from '../types.ts'
import { extensionInstructions, mobileInstructions, wcDeepLink } from './instructions.ts'

export const rainbowWallet: WalletDefinition = {
  id: 'rainbow',
  name: 'Rainbow',
  iconUrl: icon,
  iconBackground: '#0c2f78',
  iconAccent: '#174299',
  groupName: 'Popular',
  groupIndex: 1,
  downloadUrls: {
    qrCode: 'https://rainbow.download',
    ios: 'https://apps.apple.com/app/apple-store/id1457119021',
    android: 'https://play.google.com/store/apps/details?id=me.rainbow',
    mobile: 'https://rainbow.download',
    browserExtension: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
  },
  mobile: { getUri: wcDeepLink('https://rnbwapp.com') },
  qrCode: { instructions: mobileInstructions('https://learn.rainbow.me/connect-to-a-website-or-app') },
  extension: {
    instructions: extensionInstructions('https://learn.rainbow.me/connect-your-wallet-to-a-website-or-app'),
  },
  kind: 'walletConnect',
  injected: { rdns: 'me.rainbow', flag: 'isRainbow' },
}
