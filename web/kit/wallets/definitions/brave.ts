import icon from '../icons/brave.svg'
import type { WalletDefinition } from '../types.ts'
/** Brave's built-in wallet: only inside the Brave browser, so elsewhere we offer the browser. */
export const braveWallet: WalletDefinition = {
  id: 'brave',
  name: 'Brave Wallet',
  iconUrl: icon,
  iconBackground: '#ffffff',
  iconAccent: '#fb542b',
  groupName: 'Popular',
  groupIndex: 1,
  downloadUrls: {
    ios: 'https://apps.apple.com/app/brave-private-web-browser/id1052879175',
    android: 'https://play.google.com/store/apps/details?id=com.brave.browser',
    mobile: 'https://brave.com/download/',
    browserExtension: 'https://brave.com/download/',
  },
  extension: {
    builtInto: 'Brave',
    instructions: {
      learnMoreUrl: 'https://brave.com/wallet/',
      steps: [
        { step: 'install', title: 'installBrave', description: 'installBraveBody' },
        { step: 'create', title: 'createWallet', description: 'setUpBraveBody' },
        { step: 'refresh', title: 'openInBrave', description: 'openInBraveBody' },
      ],
    },
  },
  kind: 'injected',
  injected: { rdns: 'com.brave.wallet', flag: 'isBraveWallet' },
}
