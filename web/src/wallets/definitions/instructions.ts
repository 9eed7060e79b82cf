import type { Instructions } from '../types'

/** The usual steps for a mobile wallet that connects by scanning a QR code. */
export function mobileInstructions(name: string, learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', title: `Open the ${name} app`, description: `Put ${name} on your home screen for faster access to your wallet.` },
      { step: 'create', title: 'Create or Import a Wallet', description: 'Create a new wallet or import an existing one with your recovery phrase.' },
      { step: 'scan', title: 'Tap the scan button', description: 'After you scan, a connection prompt will appear for you to connect your wallet.' },
    ],
  }
}

/** The usual steps for a browser-extension wallet. */
export function extensionInstructions(name: string, learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', title: `Install the ${name} extension`, description: `Pin ${name} to your toolbar for quick access to your wallet.` },
      {
        step: 'create',
        title: 'Create or Import a Wallet',
        description: 'Back up your wallet with a secure method. Never share your secret phrase with anyone.',
      },
      { step: 'refresh', title: 'Refresh your browser', description: 'Once you set up your wallet, refresh this page to load the extension.' },
    ],
  }
}

/**
 * `{base}/wc?uri=…`, the link most mobile wallets document for WalletConnect. `base` is the
 * wallet's universal link where it has one (it opens the app, or its site with the store links
 * when the app is missing), else its URL scheme (`ledgerlive:/`).
 */
export function wcDeepLink(base: string): (uri: string) => string {
  return (uri) => `${base}/wc?uri=${encodeURIComponent(uri)}`
}
