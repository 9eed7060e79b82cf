/**
 * Hands a link to the phone, which gives it to the wallet app it belongs to. The one way the kit
 * opens a wallet's link, so every path (pairing, requests, desktop apps) opens them alike.
 *
 * In this tab, not a new one, though a new tab would keep the dapp's page where it is when a
 * universal link finds no app: a new tab in front hides the page just as the app would, without
 * `pagehide`, so the kit could no longer tell that the app never opened (it would record the wallet
 * as used and spin instead of offering the store). In this tab, the wallet's site replacing the
 * page says so (`pagehide`), and the visitor who comes back finds the sheet on that wallet with the
 * same pairing (back/forward cache, or a new load: ConnectModal/leftForWallet.ts). Scheme links
 * and Android intents never take the tab when their app opens.
 */
export function openAppLink(href: string): void {
  window.location.href = href
}
