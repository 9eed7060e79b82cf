/** What the build bakes into the boot script (bootScript.ts). */
export interface BootOptions {
  /** The configured locale: the prerendered HTML is in it, and no other language is ever shown. */
  configuredLocale: string | undefined
  /** Where the page keeps its visitor's theme and accent (`{ theme, accent }`), if it does. */
  appearanceKey: string | undefined
  localeKey: string
  wagmiStoreKey: string
  reconnecting: string
  localePending: string
  earlyPress: string
  takenOver: string
  accentProperty: string
  /** The prerendered buttons that open the connect modal. */
  connectButtons: string
  firstModal: string
  firstModalTemplate: string
  earlyWallet: string
  opener: string
  deferredStyle: string
  /** A query on whose pages a press waits for the kit's own modal (the page opens another one). */
  keepModalClosedFor: string | undefined
}

/**
 * The boot script: the one classic script in <head>, from the app's origin (the policy allows no
 * inline script), run before the prerendered body is painted. From localStorage it puts on <html>
 * the stored theme and accent, that a connection is being restored (the Connect buttons then stay
 * hidden), and that the texts wait for another language; and it records a press on a Connect
 * button until the kit takes over, showing the prerendered connect modal at once (not on pages
 * that open another modal: `keepModalClosedFor`). Until the kit's own modal replaces
 * it, that modal closes on Escape, its close button and its backdrop, keeps Tab inside it, and
 * records which wallet is pressed. The build emits this function's source, called with its
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

  const appearance = options.appearanceKey ? parse(options.appearanceKey) : {}
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

  // Looked up when needed: this script runs before the body is parsed, and the kit removes the
  // modal when it takes over. It is in the page once first shown, its template's copy.
  const modal = (): HTMLElement | null => {
    const inPage = document.getElementById(options.firstModal)
    const template = document.getElementById(options.firstModalTemplate)
    if (inPage || !(template instanceof HTMLTemplateElement)) return inPage
    const element = template.content.firstElementChild!.cloneNode(true) as HTMLElement
    document.body.append(element)
    return element
  }
  const shown = () => {
    const element = document.getElementById(options.firstModal)
    return element && !element.hidden ? element : null
  }
  // Both layouts are in the modal; the viewport shows one.
  const dialog = (element: HTMLElement) =>
    [...element.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.getClientRects().length > 0)
  const opener = () => document.querySelector<HTMLElement>(`[${options.opener}]`)

  const show = (element: HTMLElement, button: HTMLElement) => {
    opener()?.removeAttribute(options.opener)
    button.setAttribute(options.opener, '')
    element.hidden = false
    for (const styled of element.querySelectorAll<HTMLElement>(`[${options.deferredStyle}]`)) {
      styled.style.cssText = styled.getAttribute(options.deferredStyle) ?? ''
      styled.removeAttribute(options.deferredStyle)
    }
    document.body.style.overflow = 'hidden'
    const open = dialog(element)
    ;(open?.querySelector<HTMLElement>('[data-autofocus]') ?? open)?.focus({ preventScroll: true })
  }
  const hide = (element: HTMLElement) => {
    element.hidden = true
    document.body.style.overflow = ''
    root.removeAttribute(options.earlyPress)
    root.removeAttribute(options.earlyWallet)
    opener()?.focus()
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (!(target instanceof Element)) return
      const open = shown()
      if (open) {
        const wallet = target.closest<HTMLElement>('[data-wallet-id]')
        if (target.classList.contains('kit-backdrop') || target.closest('.kit-close')) hide(open)
        else if (wallet) {
          root.setAttribute(options.earlyWallet, wallet.dataset.walletId ?? '')
          open.querySelector('[aria-busy]')?.removeAttribute('aria-busy')
          wallet.setAttribute('aria-busy', 'true')
        }
        return
      }
      const button = target.closest<HTMLElement>(options.connectButtons)
      if (root.hasAttribute(options.takenOver) || !button) return
      root.setAttribute(options.earlyPress, '')
      // The buttons are hidden while the page is not as prerendered (another language, a
      // connection being restored), so a press finds it so.
      if (options.keepModalClosedFor && location.search.includes(options.keepModalClosedFor)) return
      const element = modal()
      if (element) show(element, button)
    },
    // Bubbling, after whatever else listens to the press has seen the page as pressed.
    false,
  )
  document.addEventListener(
    'keydown',
    (event) => {
      const open = shown()
      if (!open) return
      if (event.key === 'Escape') return hide(open)
      // Modal/focus.ts's trapTab, in short: this script can import nothing.
      const box = dialog(open)
      if (event.key !== 'Tab' || !box) return
      const stops = [...box.querySelectorAll<HTMLElement>('button, a[href]')]
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1]
      if (document.activeElement === edge || document.activeElement === box) {
        event.preventDefault()
        ;(event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus()
      }
    },
    true,
  )
}
