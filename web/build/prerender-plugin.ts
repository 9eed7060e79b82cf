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
  }
  const source = `(${boot.toString()})(${JSON.stringify(options)});\n`
  return minifySync(BOOT_FILE, source, { compress: true, mangle: true }).code
}

/** Renders the first view with react-dom on Vite's SSR module loading, as the app's own modules. */
async function renderFirstView(resolved: ResolvedConfig): Promise<string> {
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
    const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as { render: () => Promise<string> }
    return await entry.render()
  } finally {
    await server.close()
  }
}

/**
 * Paints the page from its HTML (issue 28): the build renders the first view (header, Connect
 * button, page content, in the configured name, theme and locale) into index.html's root, which
 * the app then hydrates (web/app/main.tsx), and emits the boot script that index.html loads first,
 * render-blocking, so the visitor's stored theme, language and connection apply before first paint.
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
    async transformIndexHtml(html) {
      const body = await renderFirstView(resolved)
      const first = locale ?? 'en'
      return html
        .replace('<html lang="en">', `<html lang="${first}" dir="${directionOf(first)}">`)
        .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
        .replace('</title>', `</title>\n    <script src="/${BOOT_FILE}"></script>`)
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootScript(locale) })
    },
  }
}
