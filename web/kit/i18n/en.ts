/**
 * Every user-facing string of the kit, in one place so a translation is one file. Placeholders
 * are `{name}` and are filled with `fill`.
 */
export const en = {
  connectWallet: 'Connect Wallet',
  connectTitle: 'Connect a Wallet',
  wrongNetwork: 'Wrong network',
  close: 'Close',
  back: 'Back',
  recent: 'Recent',
  unsupported: '(unsupported)',
  groupPopular: 'Popular',
  groupOther: 'Other',

  whatIsAWallet: 'What is a Wallet?',
  learnTitle1: 'A Home for your Digital Assets',
  learnBody1: 'Wallets are used to send, receive, store, and display digital assets like Ethereum and NFTs.',
  learnTitle2: 'A New Way to Log In',
  learnBody2: 'Instead of creating new accounts and passwords on every website, just connect your wallet.',
  getAWallet: 'Get a Wallet',
  learnMore: 'Learn More',

  getTitle: 'Get a Wallet',
  getNone: 'No wallets to download here.',
  get: 'GET',
  getExtensionAndApp: 'Mobile app and browser extension',
  getApp: 'Mobile app',
  getWalletLabel: 'GET {wallet}',
  getExtension: 'Browser extension',
  notSeeingWallet: 'Not what you’re looking for?',
  notSeeingWalletBody: 'Select a wallet on the left to get started with a different wallet provider.',

  qrLabel: 'QR code to connect {wallet}',
  downloadQrLabel: 'QR code to download {wallet}',
  opening: 'Opening {wallet}...',
  notInstalled: '{wallet} is not installed',
  notAvailable: '{wallet} is not available',
  confirmInExtension: 'Confirm connection in the extension',
  confirmInApp: 'Confirm connection in {wallet}',
  offline: 'You are offline. This goes on by itself once the network is back.',
  connectionFailed: 'Connection failed',
  errorDetails: 'Details',
  retry: 'RETRY',
  install: 'Install',
  dontHave: "Don't have {wallet}?",

  downloadOptionsTitle: 'Get {wallet}',
  addTo: 'Add to {browser}',
  forBrowser: '{wallet} for {browser}',
  addToHint: 'Access your wallet right from your favorite web browser.',
  getForMobile: '{wallet} for Mobile',
  getForMobileHint: 'Use the mobile wallet to explore the world of Ethereum.',
  getMobile: 'Get {wallet}',
  downloadTitle: 'Install {wallet}',
  downloadHint: 'Scan with your phone to download on iOS or Android',
  continue: 'Continue',
  instructionsTitle: 'Get started with {wallet}',
  connect: 'Connect',
  refresh: 'Refresh',
  browserFallback: 'your browser',
  builtIntoTitle: 'The {browser} browser',
  builtIntoHint: '{wallet} is built into {browser}: get the browser, no extension needed.',
  getBrowser: 'Get {browser}',
  getBuiltInto: 'Built into the {browser} browser',

  mobileGetTitle: 'Get a Wallet',
  mobileGetHint: 'Choose a wallet to download its app.',
  mobileNoReady: 'No wallet is available in this browser.',
  appNotOpened: 'The {wallet} app did not open',
  tryAgain: 'Try again',
  copyLink: 'Copy link',
  chooseAnotherWallet: 'Choose another wallet',
  inAppBrowserHint: 'Wallet apps may not open from inside this app: open this page in your browser.',
  copyPageAddress: 'Copy page address',

  account: 'Account',
  copyAddress: 'Copy Address',
  copied: 'Copied!',
  disconnect: 'Disconnect',
  recentTransactions: 'Recent Transactions',
  clearAll: 'Clear All',
  transactionsEmpty: '{app} transactions will appear here...',
  transactionsEmptyFallbackApp: 'Your',
  viewOnExplorer: 'View more on Explorer',
  txPending: 'Pending',
  txConfirmed: 'Confirmed',
  txFailed: 'Failed',
  pendingAvatar: 'Transaction pending',
  noAddressOrChain: 'No address or chain ID found',
  noAddress: 'No address to copy',

  switchNetworks: 'Switch Networks',
  connected: 'Connected',
  confirmInWallet: 'Confirm in Wallet',
  cannotSwitch:
    'Your wallet does not support switching networks from {app}. Try switching networks from within your wallet instead.',
  wrongNetworkDetected: 'Wrong network detected, switch or disconnect to continue.',
  switchRejected: 'You rejected the network switch in your wallet.',
  switchFailed: 'The network could not be switched.',
  switchAfterAddRejected: 'User rejected switch after adding network.',

  pageIntro: 'Connect a wallet to try signing and transactions.',
  pageConnectedTitle: 'Try it out',
  signMessage: 'Sign a message',
  signMessageText: 'Hello from {app}!',
  signing: 'Check your wallet…',
  signed: 'Signed: {signature}',
  /** A Safe answers with an empty signature while its owners have yet to confirm (EIP-1271). */
  signedBySafe: 'Sent to the Safe: the signature is ready once its owners confirm it.',
  sendTestTransaction: 'Send a test transaction',
  sendTestHint: 'Sends 0 {symbol} to yourself; it then shows under Recent Transactions.',
  sending: 'Confirm in your wallet…',
  sent: 'Transaction sent',
  testTransactionLabel: 'Test transaction',
  requestRejected: 'You rejected the request.',
  requestFailed: 'Something went wrong: {message}',
  themeLabel: 'Theme',
  themeAuto: 'Auto',
  themeLight: 'Light',
  themeDark: 'Dark',
  accentLabel: 'Accent colour',
  languageLabel: 'Language',

  announceConnected: 'Wallet connected',
  announceDisconnected: 'Wallet disconnected',
} as const

export type MessageKey = keyof typeof en

/**
 * A translation of a catalogue part: exactly its keys, each a string. A locale written as
 * `const de: Catalogue = {...}` fails tsc when it misses a key or adds one en does not have.
 */
export type CatalogueOf<Part> = { readonly [Key in keyof Part]: string }

/** A translation of `en`. */
export type Catalogue = CatalogueOf<typeof en>

/** Fills `{name}` placeholders; unknown ones are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
