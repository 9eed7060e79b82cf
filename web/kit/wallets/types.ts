import type { Connector, CreateConnectorFn } from 'wagmi'
import type { SetupKey } from '../i18n/en-setup.ts'
import type { InjectedFlag } from './detect.ts'

/** Ids of the wallets we define (docs/spec.md §9.1). Wallets discovered through EIP-6963 use their rdns. */
export type KnownWalletId =
  'injected' | 'safe' | 'rainbow' | 'coinbase' | 'metaMask' | 'walletConnect' | 'brave' | 'argent' | 'trust' | 'ledger'

export type WalletGroup = 'Popular' | 'Other'

/**
 * One step of a wallet's setup instructions; `step` picks its icon. Title and description are
 * catalogue keys (i18n/en-setup.ts), so the steps read in the visitor's language.
 */
export interface InstructionStep {
  step: 'create' | 'install' | 'refresh' | 'scan'
  title: SetupKey
  description: SetupKey
}

export interface Instructions {
  steps: InstructionStep[]
  learnMoreUrl: string
}

export interface DownloadUrls {
  /** A page to open from the desktop QR code: the mobile app for the phone that scans it. */
  qrCode?: string
  ios?: string
  android?: string
  /** A generic mobile download page. */
  mobile?: string
  browserExtension?: string
}

/** A wallet as we define it: static facts plus how to make its wagmi connector. */
export interface WalletDefinition {
  id: KnownWalletId | (string & {})
  name: string
  shortName?: string
  iconUrl: string
  iconBackground: string
  /** `#rgb` or `#rrggbb`; anything else is a configuration error naming the wallet (docs/spec.md §5.1). */
  iconAccent?: string
  groupName: WalletGroup
  groupIndex: number
  downloadUrls?: DownloadUrls
  /**
   * Deep link that opens the mobile app with a WalletConnect URI; on Android it becomes an intent
   * for the app of `downloadUrls.android`'s Play Store page (wallets/mobileLinks.ts).
   */
  mobile?: { getUri?: (uri: string) => string }
  /** Link that opens the desktop app; `target` says whether in a new tab or this window. */
  desktop?: { getUri?: (uri: string) => string; target?: '_blank' | '_self' }
  /** QR flow on desktop: what the QR encodes and how to scan it. */
  qrCode?: { getUri?: (uri: string) => string; instructions?: Instructions }
  /**
   * `builtInto`: the wallet is part of that browser, not an extension; `downloadUrls.browserExtension`
   * is then the browser's download page, offered as the browser (never 'Add to {browser}').
   */
  extension?: { instructions?: Instructions; builtInto?: string }
  /** Skip our QR and show the wallet SDK's own modal (Coinbase Wallet does). */
  showWalletConnectModal?: boolean
  /**
   * How the wallet connects when it is not injected (or always, for 'injected'). A wallet with an
   * `injected` rule connects through its injected provider whenever that is present.
   */
  kind: WalletKind
  /**
   * How to recognise the wallet's own injected provider: EIP-6963 rdns or a window.ethereum flag;
   * `userAgent`, a marker its in-app browser puts in the user agent, where it has a known one.
   */
  injected?: { rdns?: string; flag?: InjectedFlag; userAgent?: string }
}

export type WalletKind = 'injected' | 'walletConnect' | 'coinbase' | 'safe'

/** A wallet as the UI lists it: its definition, its live connector, and its state. */
export interface WalletOption extends WalletDefinition {
  /** 'injected' when the wallet's injected provider was found, else the definition's kind. */
  kind: WalletKind
  /** Can connect now (an injected wallet whose provider is present; WalletConnect always). */
  ready: boolean
  /** Among the last wallets used (docs/spec.md §9.1: 3 are kept). */
  recent: boolean
  connector: Connector
}

export type WalletConnectorFactory = () => CreateConnectorFn
