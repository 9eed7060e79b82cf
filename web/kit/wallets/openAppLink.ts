/**
 * Hands a link to the phone, which gives it to the wallet app it belongs to. It opens in this
 * window: a new tab would leave the page behind. The one way the kit opens a wallet's link, so
 * every path (pairing, requests, desktop apps) opens them alike.
 */
export function openAppLink(href: string): void {
  window.location.href = href
}
