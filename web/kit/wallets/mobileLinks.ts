import type { WalletDefinition } from './types.ts'

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent)

/** The Play Store page of an Android package. */
export const playStoreUrl = (androidPackage: string) =>
  `https://play.google.com/store/apps/details?id=${encodeURIComponent(androidPackage)}`

/**
 * `link` as an Android intent for the app `androidPackage`: Chrome opens the app when it is
 * installed, and otherwise follows `S.browser_fallback_url` (its Play Store page) by itself,
 * where a universal link would take the tab to the wallet's web site.
 */
export function androidIntent(link: string, androidPackage: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]
  if (!scheme) return link
  const rest = link
    .slice(scheme.length + 1)
    .replace(/^\/\//, '')
    .split('#')[0]
  const fallback = encodeURIComponent(playStoreUrl(androidPackage))
  return `intent://${rest}#Intent;scheme=${scheme};package=${androidPackage};S.browser_fallback_url=${fallback};end`
}

/**
 * The link that opens a wallet's app with the pairing URI `uri` on this phone: an intent on
 * Android for a wallet that publishes its package, else the wallet's own link.
 */
export function mobileLinkFor(
  wallet: Pick<WalletDefinition, 'mobile'>,
  uri: string,
  userAgent: string,
): string | undefined {
  const link = wallet.mobile?.getUri?.(uri)
  const androidPackage = wallet.mobile?.androidPackage
  if (!link || !androidPackage || !isAndroid(userAgent)) return link
  return androidIntent(link, androidPackage)
}
