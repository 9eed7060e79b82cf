import icon from '../icons/metamask.svg'
import type { WalletDefinition } from '../types.ts'
import { extensionInstructions, mobileInstructions, wcDeepLink } from './instructions.ts'

export const metaMaskWallet: WalletDefinition = {
  id: 'metaMask',
  name: 'MetaMask',
  iconUrl: icon,
  iconBackground: '#ffffff',
  iconAccent: '#f6851a',
  groupName: 'Popular',
  groupIndex: 1,
  downloadUrls: {
    qrCode: 'https://metamask.io/download',
    ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
    mobile: 'https://metamask.io/download',
    browserExtension: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
  },
  mobile: { getUri: wcDeepLink('https://metamask.app.link') },
  qrCode: { instructions: mobileInstructions('https://metamask.io/faqs/') },
  extension: { instructions: extensionInstructions('https://metamask.io/faqs/') },
  kind: 'walletConnect',
  injected: { rdns: 'io.metamask', flag: 'isMetaMask', userAgent: 'MetaMaskMobile' },
}
