import type { CatalogueOf } from './en.ts'

/**
 * The steps of setting a wallet up (INSTRUCTIONS_MOBILE and INSTRUCTIONS_EXTENSION) and the
 * download button that names no browser. Wallet definitions name these keys; only the lazily
 * loaded connect modal shows them, so they stay out of the first paint. `{wallet}` is the
 * wallet's name, never translated.
 */
export const enSetup = {
  // A mobile wallet that connects by scanning the QR code.
  openApp: 'Open the {wallet} app',
  openAppBody: 'Put {wallet} on your home screen for faster access to your wallet.',
  createWallet: 'Create or Import a Wallet',
  createWalletBody: 'Create a new wallet or import an existing one with your recovery phrase.',
  tapScan: 'Tap the scan button',
  tapScanBody: 'After you scan, a connection prompt will appear for you to connect your wallet.',

  // A browser extension.
  installExtension: 'Install the {wallet} extension',
  installExtensionBody: 'Pin {wallet} to your toolbar for quick access to your wallet.',
  backUpWalletBody: 'Back up your wallet with a secure method. Never share your secret phrase with anyone.',
  refreshBrowser: 'Refresh your browser',
  refreshBrowserBody: 'Once you set up your wallet, refresh this page to load the extension.',

  // WalletConnect: any wallet app that speaks it.
  openAnyApp: 'Open your wallet app',
  openAnyAppBody: 'Use any wallet app that supports WalletConnect.',
  scanAndApproveBody: 'Scan the QR code and approve the connection in your wallet.',

  // Brave Wallet, built into the Brave browser.
  installBrave: 'Install the Brave browser',
  installBraveBody: 'Brave Wallet is built in: there is no extension to add.',
  setUpBraveBody: 'Open Brave Wallet from the browser menu and set it up with a secure backup.',
  openInBrave: 'Open this page in Brave',
  openInBraveBody: 'Brave Wallet then shows as ready here.',

  /**
   * DOWNLOAD_OPTIONS' 'Add to {browser}' when the browser has no known name: a phrase of its own,
   * for languages whose grammar puts 'your browser' in another case there (ru).
   */
  addToYourBrowser: 'Add to your browser',
} as const

export type SetupKey = keyof typeof enSetup

/** A translation of `enSetup`. */
export type SetupCatalogue = CatalogueOf<typeof enSetup>
