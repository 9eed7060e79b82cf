import type { WalletDefinition } from './types.ts'

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent)

/** The Android package a Play Store page is for (its `id`), or undefined for any other link. */
export function playStorePackage(storeUrl: string | undefined): string | undefined {
  if (!storeUrl?.startsWith('https://play.google.com/')) return undefined
  return new URL(storeUrl).searchParams.get('id') ?? undefined
}

/**
 * `link` as an Android intent for the app whose Play Store page is `storeUrl`: Chrome opens the
 * app when it is installed, and otherwise follows `S.browser_fallback_url` (that page) by itself,
 * where a universal link would take the tab to the wallet's web site.
 */
export function androidIntent(link: string, storeUrl: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]
  const androidPackage = playStorePackage(storeUrl)
  if (!scheme || !androidPackage) return link
  const rest = link
    .slice(scheme.length + 1)
    .replace(/^\/\//, '')
    .split('#')[0]
  const fallback = encodeURIComponent(storeUrl)
  return `intent://${rest}#Intent;scheme=${scheme};package=${androidPackage};S.browser_fallback_url=${fallback};end`
}

/**
 * The link that opens a wallet's app with the pairing URI `uri` on this phone: on Android an
 * intent for a wallet with a Play Store page (its package and fallback come from that page's
 * link), else the wallet's own link.
 */
export function mobileLinkFor(
  wallet: Pick<WalletDefinition, 'mobile' | 'downloadUrls'>,
  uri: string,
  userAgent: string,
): string | undefined {
  const link = wallet.mobile?.getUri?.(uri)
  const storeUrl = wallet.downloadUrls?.android
  if (!link || !playStorePackage(storeUrl) || !isAndroid(userAgent)) return link
  return androidIntent(link, storeUrl!)
}
