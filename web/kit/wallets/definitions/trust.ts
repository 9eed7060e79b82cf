import icon from '../icons/trust.svg'
import type { WalletDefinition } from '../types.ts'
import { extensionInstructions, mobileInstructions, wcDeepLink } from './instructions.ts'

export const trustWallet: WalletDefinition = {
  id: 'trust',
  name: 'Trust Wallet',
  shortName: 'Trust',
  iconUrl: icon,
  iconBackground: '#ffffff',
  iconAccent: '#0500ff',
  groupName: 'Other',
  groupIndex: 2,
  downloadUrls: {
    qrCode: 'https://link.trustwallet.com',
    ios: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    mobile: 'https://trustwallet.com/download',
    browserExtension: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
  },
  mobile: { getUri: wcDeepLink('https://link.trustwallet.com') },
  qrCode: { instructions: mobileInstructions('https://trustwallet.com/blog/an-introduction-to-trustwallet-extension') },
  extension: { instructions: extensionInstructions('https://trustwallet.com/browser-extension') },
  kind: 'walletConnect',
  injected: { rdns: 'com.trustwallet.app', flag: 'isTrust' },
}
