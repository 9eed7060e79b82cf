import icon from '../icons/coinbase.svg'
import type { WalletDefinition } from '../types.ts'
import { extensionInstructions, mobileInstructions } from './instructions.ts'

/** Coinbase Wallet: its extension when installed, else its own SDK (which shows its own modal). */
export const coinbaseWallet: WalletDefinition = {
  id: 'coinbase',
  name: 'Coinbase Wallet',
  shortName: 'Coinbase',
  iconUrl: icon,
  iconBackground: '#0052ff',
  iconAccent: '#2c5ff6',
  groupName: 'Popular',
  groupIndex: 1,
  downloadUrls: {
    qrCode: 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250',
    ios: 'https://apps.apple.com/app/coinbase-wallet/id1278383455',
    android: 'https://play.google.com/store/apps/details?id=org.toshi',
    mobile: 'https://www.coinbase.com/wallet/downloads',
    browserExtension:
      'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
  },
  qrCode: { instructions: mobileInstructions('https://coinbase.com/wallet/articles/getting-started-mobile') },
  extension: { instructions: extensionInstructions('https://coinbase.com/wallet/articles/getting-started-extension') },
  showWalletConnectModal: true,
  kind: 'coinbase',
  injected: { rdns: 'com.coinbase.wallet', flag: 'isCoinbaseWallet', userAgent: 'CoinbaseWallet' },
}
