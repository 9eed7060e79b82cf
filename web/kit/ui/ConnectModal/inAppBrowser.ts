/**
 * Phones open pages inside other apps' browsers. Inside a wallet's own browser (its provider
 * injected), that wallet connects in one tap through the provider: it comes first, and its
 * WalletConnect link (to the app the visitor is already in) is not offered. Inside a social app's
 * webview, links to other apps are often blocked: the sheet says to open the page in the browser.
 */

/** Social apps whose webviews mark their user agent (Instagram, Facebook, X, Telegram, LINE...). */
const SOCIAL_WEBVIEW =
  /\b(Instagram|Twitter)\b|\b(FBAN|FBAV|FB_IAB|TwitterAndroid|Telegram|Line|Snapchat|LinkedInApp|musical_ly|BytedanceWebview)\//

export const isSocialWebview = (userAgent: string) => SOCIAL_WEBVIEW.test(userAgent)

interface Listed {
  name: string
  kind: string
  /** Its in-app browser's user-agent marker, where the wallet has a known one. */
  injected?: { userAgent?: string }
}

const inItsBrowser = (wallet: Listed, userAgent: string) =>
  Boolean(wallet.injected?.userAgent && userAgent.includes(wallet.injected.userAgent))

/**
 * The ready wallets in the order the phone sheet shows them: the wallet whose browser this is
 * first, then the other injected ones, then the rest; a WalletConnect option for a wallet that is
 * injected here, or whose browser this is, is left out.
 */
export function inAppOrder<W extends Listed>(wallets: readonly W[], userAgent: string): W[] {
  const injected = wallets.filter((w) => w.kind === 'injected')
  const names = new Set(injected.map((w) => w.name))
  const rest = wallets.filter(
    (w) => w.kind !== 'injected' && !(w.kind === 'walletConnect' && (names.has(w.name) || inItsBrowser(w, userAgent))),
  )
  const own = injected.filter((w) => inItsBrowser(w, userAgent))
  return [...own, ...injected.filter((w) => !own.includes(w)), ...rest]
}
