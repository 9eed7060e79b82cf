// The kit's public API, its front door: a dapp (and web/app, its first user) imports the kit only
// from here and from the few sub-entries beside it (calls.ts, preload.ts, prerender.ts, testing.ts,
// server.ts), each kept apart because importing it here would pull its code into the first
// paint. Everything else under web/kit is private and may move (npm run check enforces it).
// Reference: docs/kit.md.

// The configuration, made at run time.
export {
  /**
   * Checks the options and makes a configuration for `<KitProvider config>`: app name, chains and
   * their transports, WalletConnect, the wallet list, Safe, sign-in, default locale; or the app's
   * own wagmi config and QueryClient. Throws {@link KitConfigError} naming every bad option.
   */
  createKitConfig,
  /** The defaults `createKitConfig` fills in: the WalletConnect relay and the Safe gateway. */
  KIT_CONFIG_DEFAULTS,
} from './config/createKitConfig.ts'
export {
  /** Thrown by `createKitConfig`; `problems` lists each bad option by name. */
  KitConfigError,
} from './config/errors.ts'
export {
  /** `createKitConfig`'s options (see docs/kit.md for each one and its default). */
  type KitConfigOptions,
  /** A checked configuration, made by `createKitConfig`; one per provider, any number per page. */
  type KitConfig,
  /** Sign-in: `{ url }` of an API speaking the kit's protocol, or `{ adapter }` of one's own. */
  type SignInOption,
} from './config/options.ts'
export {
  /** The configuration of the nearest `<KitProvider>`. */
  useKitConfig,
} from './runtime/context.ts'

// The provider.
export {
  /**
   * The kit's root, around everything that uses the kit: wagmi, the query cache, sign-in, the
   * connection status and the modals, for its `config` ({@link createKitConfig}). Props: `theme`
   * (`'auto'`), `accentColor` ({@link DEFAULT_ACCENT}), `modalSize` (`'wide'`), `toasts` (true: a
   * toast when a tracked transaction or bundle confirms or fails), `signIn` (the kit's own with the configuration's).
   */
  KitProvider,
  /** `<KitProvider>`'s props: `config`, `children`, `theme`, `accentColor`, `modalSize`, `toasts`, `signIn`. */
  type KitProviderProps,
  /** A sign-in of the app's own for `<KitProvider signIn>`: its status and the modal to show. */
  type SignInSlot,
} from './ui/KitProvider/KitProvider.tsx'
export {
  /** Thrown by the kit's hooks and components when used outside `<KitProvider>`. */
  MissingKitProviderError,
} from './ui/KitProvider/context.ts'

// The Connect button, and a button of one's own.
export {
  /**
   * 'Connect Wallet' while disconnected; the chain and account buttons once connected; nothing
   * while a session is being restored. Props: `accountStatus` (`'full'`), `chainStatus` (`'icon'`
   * on small screens, `'full'` on large ones), `showBalance` (large screens only).
   */
  ConnectButton,
} from './ui/ConnectButton/ConnectButton.tsx'
export {
  /** `<ConnectButton>`'s props, each a value or `{ smallScreen, largeScreen }`. */
  type ButtonOptions as ConnectButtonProps,
  /** What `<ConnectButton accountStatus>` shows: `'full'`, `'avatar'` or `'address'`. */
  type AccountStatus,
  /** What `<ConnectButton chainStatus>` shows: `'full'`, `'icon'`, `'name'` or `'none'`. */
  type ChainStatus,
  /** A value, or one per screen size (`{ smallScreen, largeScreen }`, split at 768 px). */
  type Responsive,
} from './ui/ConnectButton/display.ts'
export {
  /**
   * A Connect button of one's own: `<ConnectButtonCustom>{(state) => …}</ConnectButtonCustom>`,
   * where `state` has the status, account, chain and the functions that open each modal.
   */
  ConnectButtonCustom,
  /** `<ConnectButtonCustom>`'s props: the render function, and `chainStatus` (`'full'`). */
  type ConnectButtonCustomProps,
} from './ui/ConnectButton/ConnectButtonCustom.tsx'
export {
  /** What `<ConnectButtonCustom>`'s render function gets. */
  type ConnectButtonState,
  /** The connected account in {@link ConnectButtonState}. */
  type ButtonAccount,
  /** The wallet's chain in {@link ConnectButtonState}. */
  type ButtonChain,
} from './ui/ConnectButton/buttonState.ts'

// The modals and the connection status.
export {
  /** `{ openConnectModal, connectModalOpen }`. */
  useConnectModal,
  /** `{ openAccountModal, accountModalOpen }`: the chain modal opens instead on an unsupported chain. */
  useAccountModal,
  /** `{ openChainModal, chainModalOpen }`. */
  useChainModal,
  /** A function that closes whichever of the kit's modals is open. */
  useCloseModal,
  /** `'loading'`, `'disconnected'`, `'unauthenticated'` (connected, not signed in) or `'connected'`. */
  useConnectionStatus,
} from './ui/hooks/useModals.ts'
export {
  /** The connection status {@link useConnectionStatus} returns. */
  type KitStatus as ConnectionStatus,
  /** The sign-in status: `'loading'`, `'unauthenticated'` or `'authenticated'`. */
  type AuthenticationStatus as SignInStatus,
} from './ui/KitProvider/status.ts'

// Sign-In with Ethereum (the provider shows its modal; the server side is ./server.ts).
export {
  /**
   * The connected account's sign-in status, below `<KitProvider>`. With sign-in off (no `signIn`
   * in the configuration) it is always `'authenticated'`. Also signs out when the
   * account disconnects or changes.
   */
  useAuthStatus as useSignInStatus,
} from './auth/useAuthStatus.ts'

// Languages.
export {
  /** The 24 locale tags the kit speaks, English first. */
  LOCALE_TAGS,
  /** Whether a string is one of {@link LOCALE_TAGS}. */
  isLocale,
  /** One of {@link LOCALE_TAGS}. */
  type Locale,
} from '../shared/i18n/localeTags.ts'
export {
  /** The locale on screen (English until another one's texts are here). */
  useLocale,
  /** The kit's main texts in the locale on screen, for a page that speaks with the kit's words. */
  useMessages,
} from './i18n/store.ts'
export {
  /**
   * Loads a locale's texts, then shows it everywhere at once (the previous texts stay until then).
   * A slower earlier request never wins over a later one.
   */
  setLocale,
  /** Loads a locale's texts; a server rendering a configured locale awaits it first. */
  loadLocale,
  /** {@link setLocale}, and remembers the choice for the next visit. */
  chooseLocale,
} from './i18n/startLocale.ts'
export {
  /** `'rtl'` for Arabic, Hebrew and Persian, else `'ltr'`. */
  directionOf,
} from './i18n/direction.ts'
export {
  /** Fills a text's `{name}` placeholders: `fill('Hi {name}', { name: 'Ada' })`. */
  fill,
  /** The name of one of the kit's texts, as {@link useMessages} has them. */
  type MessageKey,
} from './i18n/en.ts'
export {
  /**
   * Renders the page in its first language: at once for English, else once that language's
   * texts are here. For a prerendered page (`prerendered`), the first render is the HTML's and
   * another language follows right after; call {@link firstViewHydrated} once hydrated.
   */
  withFirstLocale,
  /** Tells the kit the prerendered page has hydrated: texts held back for a language switch show. */
  firstViewHydrated,
} from './i18n/firstLocale.ts'

// Theme.
export {
  /** The accent colour by default: `#2563eb`. */
  DEFAULT_ACCENT,
  /** Five accents that each keep white text at WCAG AA (4.5:1) or better, the default first. */
  ACCENTS,
  /** `'auto'` follows the system's colour scheme; `prefersDark` is the system's choice. */
  resolveTheme,
  /** `'auto'`, `'light'` or `'dark'`. */
  type ThemeChoice,
  /** The connect modal's size: `'wide'` (wallet list and panel side by side) or `'compact'`. */
  type ModalSize,
} from './ui/KitProvider/theme.ts'
export {
  /** The theme a choice comes to on this device, following the system's colour scheme for `'auto'`. */
  useResolvedTheme,
} from './ui/hooks/useResolvedTheme.ts'

// Transactions.
export {
  /** Lists a transaction the page sent in the account modal's Recent Transactions, and follows it. */
  useAddRecentTransaction,
  /** A transaction for {@link useAddRecentTransaction}: its hash and description. */
  type RecentTransaction,
} from './transactions/useAddRecentTransaction.ts'
export {
  /**
   * Sends several calls from the connected account: `sendCalls(calls, { description, paymasterUrl })`.
   * One EIP-5792 `wallet_sendCalls` where the wallet reports an atomic capability for the chain
   * (and in a Safe, one Safe transaction); otherwise one transaction per call, with `progress`
   * (`{ current, total }`), stopping at the first refusal (the error says which calls went
   * through). An ERC-7677 `paymasterUrl` goes only to a wallet that reports `paymasterService`.
   * The bundle is listed in Recent Transactions and followed to its end. Returns the state
   * (`status`, `progress`, `data`, `error`), `sendCalls` and `reset`; the batching code loads on
   * the first send.
   */
  useSendCalls,
  /** One call for {@link useSendCalls}: `to`, and optional `value` (wei) and `data`. */
  type Call,
  /** Which call of how many the wallet is asking about while calls go one by one. */
  type CallsProgress,
  /** What a send became: `{ via: 'wallet', id }` (one bundle) or `{ via: 'sequence', hashes }`. */
  type SentCalls,
  /** `sendCalls`' options: `description` for Recent Transactions, and `paymasterUrl`. */
  type SendCallsOptions,
  /** {@link useSendCalls}' state: idle, pending (with `progress`), success (`data`) or error (`error`). */
  type SendCallsState,
} from './calls/useSendCalls.ts'
export {
  /** EIP-1559 fees from a base fee, as the kit prices what it sends: base fee × 1.2 plus a 1.5 gwei tip. */
  feesFor,
  /** Whether a connector's wallet prices transactions itself (a Safe): then send no fees. */
  walletSetsFees,
} from './transactions/fees.ts'
export {
  /** The RPC transport's defaults: batching, time-out, retries and the polling interval. */
  TRANSPORT_DEFAULTS,
} from './wagmi/transport.ts'

// Small parts for a page around the kit.
export {
  /** What a failed wallet request reads in the locale on screen: `(error) => text`. */
  useRequestErrorText,
} from './ui/errors/useRequestErrorText.ts'
export {
  /** The kit's spinner; `size` in pixels (20). */
  Spinner,
} from './ui/Spinner/Spinner.tsx'
export {
  /** Says the page is offline while something waits for the wallet; nothing while online. */
  OfflineNotice,
} from './ui/OfflineNotice/OfflineNotice.tsx'
export {
  /** False while rendering the prerendered first view (server and hydration pass), then true. */
  useHydrated,
} from './ui/hooks/useHydrated.ts'
export {
  /** localStorage, or an in-memory store where the browser refuses it (a Safe's iframe). */
  safeStorage,
} from './lib/safe-storage.ts'
export {
  /** Runs a task once the browser is idle (within `timeoutMs`, 2 s); returns a cancel function. */
  whenIdle,
} from './lib/preloadable.ts'
