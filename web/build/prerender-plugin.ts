import react from '@vitejs/plugin-react'
import { createServer, minifySync, type Plugin, type ResolvedConfig } from 'vite'
import { boot, type BootOptions } from '../app/prerender/boot.ts'
import { LOCALE_KEY } from '../kit/i18n/localeKey.ts'
import { directionOf } from '../kit/i18n/direction.ts'
import type { Locale } from '../kit/i18n/locales.ts'
import * as keys from '../shared/firstView/keys.ts'
import { kitConfig } from './config-plugin.ts'

const BOOT_FILE = 'boot.js'
/** The server entry, from Vite's root (web/). */
const SERVER_ENTRY = '/app/prerender/server.tsx'

/** The boot script as emitted: the function's own source, called with the build's options. */
export function bootScript(configuredLocale: string | undefined): string {
  const options: BootOptions = {
    configuredLocale,
    appearanceKey: keys.APPEARANCE_KEY,
    localeKey: LOCALE_KEY,
    wagmiStoreKey: keys.WAGMI_STORE_KEY,
    reconnecting: keys.RECONNECTING_ATTRIBUTE,
    localePending: keys.LOCALE_PENDING_ATTRIBUTE,
    earlyPress: keys.EARLY_PRESS_ATTRIBUTE,
    takenOver: keys.TAKEN_OVER_ATTRIBUTE,
    accentProperty: keys.ACCENT_PROPERTY,
    connectButtons: '.kit-connect-button, .page-hero .page-button',
    firstModal: keys.FIRST_MODAL_ID,
    firstModalTemplate: keys.FIRST_MODAL_TEMPLATE_ID,
    earlyWallet: keys.EARLY_WALLET_ATTRIBUTE,
    opener: keys.OPENER_ATTRIBUTE,
    deferredStyle: keys.DEFERRED_STYLE_ATTRIBUTE,
    compactModalQuery: 'modal=compact',
  }
  const source = `(${boot.toString()})(${JSON.stringify(options)});\n`
  return minifySync(BOOT_FILE, source, { compress: true, mangle: true }).code
}

interface Prerendered {
  view: string
  connectModal: string
}

/** Renders the first view and the connect modal with react-dom on Vite's SSR module loading, as the app's own modules. */
async function renderFirstView(resolved: ResolvedConfig): Promise<Prerendered> {
  const server = await createServer({
    configFile: false,
    root: resolved.root,
    envDir: resolved.envDir,
    mode: resolved.mode,
    publicDir: false,
    plugins: [kitConfig(), react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'error',
  })
  try {
    const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as { render: () => Promise<Prerendered> }
    return await entry.render()
  } finally {
    await server.close()
  }
}

/**
 * The prerendered modal as index.html holds it. Its style attributes, which a strict policy would
 * refuse in HTML, move to a data attribute the boot script applies when it shows the modal (React
 * writes them as ` style="…"`, `"` escaped, so the value holds no double quote). Its test ids go:
 * they belong to the kit's own modal, which replaces it.
 */
export function firstModalHtml(html: string): string {
  return html.replaceAll(/ data-testid="[^"]*"/g, '').replaceAll(' style="', ` ${keys.DEFERRED_STYLE_ATTRIBUTE}="`)
}

/**
 * Paints the page from its HTML (issue 28): the build renders the first view (header, Connect
 * button, page content, in the configured name, theme and locale) into index.html's root, which
 * the app then hydrates (web/app/main.tsx), and the connect modal as it first opens in a template
 * after that root, which the boot script shows on a press before the app has loaded; and it emits the boot
 * script that index.html loads first, render-blocking, so the visitor's stored theme, language and
 * connection apply before first paint.
 */
export function prerender(): Plugin {
  let resolved: ResolvedConfig
  let locale: Locale | undefined
  return {
    name: 'kit-prerender',
    apply: 'build',
    configResolved(config) {
      resolved = config
      locale = (config.env.VITE_LOCALE as Locale | undefined) || undefined
    },
    // After Vite has put the entry's script tag in.
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { view, connectModal } = await renderFirstView(resolved)
        const first = locale ?? 'en'
        return (
          html
            .replace('<html lang="en">', `<html lang="${first}" dir="${directionOf(first)}">`)
            .replace(
              '<div id="root"></div>',
              `<div id="root">${view}</div><template id="${keys.FIRST_MODAL_TEMPLATE_ID}">${firstModalHtml(connectModal)}</template>`,
            )
            .replace('</title>', `</title>\n    <script src="/${BOOT_FILE}"></script>`)
            // On a slow link the entry chunk would share it with the render-blocking stylesheet and
            // boot script, and the page would paint later (docs/performance.md).
            .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        )
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootScript(locale) })
    },
  }
}
