/** What the build bakes into the boot script (web/build/prerender-plugin.ts). */
export interface BootOptions {
  /** VITE_LOCALE: the prerendered HTML is in it, and no other language is ever shown. */
  configuredLocale: string | undefined
  appearanceKey: string
  localeKey: string
  wagmiStoreKey: string
  reconnecting: string
  localePending: string
  earlyPress: string
  takenOver: string
  accentProperty: string
  /** The prerendered buttons that open the connect modal. */
  connectButtons: string
}

/**
 * The boot script: the one classic script in <head>, from the app's origin (the policy allows no
 * inline script), run before the prerendered body is painted. From localStorage it puts on <html>
 * the stored theme and accent, that a connection is being restored (the Connect buttons then stay
 * hidden), and that the texts wait for another language; and it records a press on a Connect
 * button until the kit takes over. The build emits this function's source, called with its
 * options: so it refers to nothing outside itself.
 */
export function boot(options: BootOptions): void {
  const root = document.documentElement
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  }
  const parse = (key: string): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(read(key) ?? '{}')
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }

  const appearance = parse(options.appearanceKey)
  const theme = appearance.theme === 'light' || appearance.theme === 'dark' ? appearance.theme : undefined
  root.dataset.theme = theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
  if (typeof appearance.accent === 'string' && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(appearance.accent))
    root.style.setProperty(options.accentProperty, appearance.accent)

  // wagmi's `current` names the connection it will restore (KitProvider takes the attribute away).
  const stored = parse(options.wagmiStoreKey).state as { current?: unknown } | undefined
  if (stored?.current) root.setAttribute(options.reconnecting, '')

  // As surelyEnglish (web/kit/i18n/firstLocale.ts) decides: otherwise the app switches language
  // right after hydration, and takes the attribute away then.
  if (!options.configuredLocale) {
    const remembered = read(options.localeKey)
    if (!/^en(-|$)/i.test(remembered ?? navigator.languages[0] ?? 'en')) {
      root.setAttribute(options.localePending, '')
      if (remembered) root.lang = remembered
    }
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (root.hasAttribute(options.takenOver) || !(target instanceof Element)) return
      if (target.closest(options.connectButtons)) root.setAttribute(options.earlyPress, '')
    },
    true,
  )
}
