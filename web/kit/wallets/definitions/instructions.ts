import type { Instructions } from '../types.ts'

/** The usual steps for a mobile wallet that connects by scanning a QR code. */
export function mobileInstructions(learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', title: 'openApp', description: 'openAppBody' },
      { step: 'create', title: 'createWallet', description: 'createWalletBody' },
      { step: 'scan', title: 'tapScan', description: 'tapScanBody' },
    ],
  }
}

/** The usual steps for a browser-extension wallet. */
export function extensionInstructions(learnMoreUrl: string): Instructions {
  return {
    learnMoreUrl,
    steps: [
      { step: 'install', title: 'installExtension', description: 'installExtensionBody' },
      { step: 'create', title: 'createWallet', description: 'backUpWalletBody' },
      { step: 'refresh', title: 'refreshBrowser', description: 'refreshBrowserBody' },
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
