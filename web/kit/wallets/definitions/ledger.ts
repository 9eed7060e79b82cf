import icon from '../icons/ledger.svg'
import type { WalletDefinition } from '../types.ts'
import { mobileInstructions, wcDeepLink } from './instructions.ts'

/** Ledger Live, desktop or mobile, over WalletConnect. */
export const ledgerWallet: WalletDefinition = {
  id: 'ledger',
  name: 'Ledger Live',
  iconUrl: icon,
  iconBackground: '#000000',
  iconAccent: '#000',
  groupName: 'Other',
  groupIndex: 2,
  downloadUrls: {
    qrCode: 'https://www.ledger.com/ledger-live/download#download-device-2',
    ios: 'https://apps.apple.com/app/ledger-live-web3-wallet/id1361671700',
    android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    mobile: 'https://www.ledger.com/ledger-live',
  },
  mobile: { getUri: wcDeepLink('ledgerlive:/') },
  desktop: { getUri: wcDeepLink('ledgerlive:/'), target: '_self' },
  qrCode: { instructions: mobileInstructions('https://support.ledger.com/hc/en-us/articles/4404389503889') },
  kind: 'walletConnect',
}
