import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, minifySync, normalizePath, type Plugin, type PluginOption, type ResolvedConfig } from 'vite'
import { LOCALE_KEY } from '../i18n/localeKey.ts'
import * as keys from '../../shared/firstView/keys.ts'
import { boot, type BootOptions } from './boot.ts'
import { injectFirstView, type RenderedFirstView } from './firstViewHtml.ts'

/** `kitPrerender`'s options. */
export interface KitPrerenderOptions {
  /**
   * The module that renders the first view, from Vite's root (`'/src/firstView.tsx'`): it exports
   * `render()`, which returns `renderFirstView(<App />, config)` (`beacon-kit/prerender`).
   */
  entry: string
  /** The id of index.html's empty element that the app renders into. Default `'root'`. */
  rootId?: string
  /** Elements of the page's own that open the connect modal too, as a CSS selector. */
  connectButtons?: string
  /** Where the page keeps its visitor's theme and accent in localStorage (`{ theme, accent }`), if it does. */
  appearanceKey?: string
  /** A query on whose pages a press waits for the kit's own modal, when the page opens another one there. */
  keepModalClosedFor?: string
  /** The plugins `entry` is loaded with. Default: those of your Vite config file. */
  plugins?: PluginOption[]
}

const BOOT_FILE = 'kit-boot.js'

/** The module that fetches the connect modal's code first thing in the entry (earlyWarmModule). */
const EARLY_WARM_ID = '\0beacon-kit:early-warm'

/**
 * The first module the page's entry evaluates: unless the boot script found a connection to
 * restore, it fetches the connect modal's code. Modules run in import order, so the fetch starts
 * before the app, the kit, wagmi and viem are evaluated (on a slow phone, a good part of a second
 * before the app's first render), and a press on the hydrated button finds the code there
 * (docs/performance.md). It imports the kit's `preload` entry beside this file (.ts in the repo,
 * .js in the package), so the page has one copy of the modals' loaders.
 */
function earlyWarmModule(): string {
  const here = fileURLToPath(import.meta.url)
  const preload = normalizePath(resolve(here, '..', '..', `preload${extname(here)}`))
  return [
    `import { warmModals } from ${JSON.stringify(preload)}`,
    `if (!document.documentElement.hasAttribute(${JSON.stringify(keys.RECONNECTING_ATTRIBUTE)})) warmModals('connect')`,
    '',
  ].join('\n')
}

/** The boot script as emitted: the function's own source, called with the build's options. */
export function bootScript(options: KitPrerenderOptions, locale: string | undefined): string {
  const baked: BootOptions = {
    configuredLocale: locale,
    appearanceKey: options.appearanceKey,
    localeKey: LOCALE_KEY,
    wagmiStoreKey: keys.WAGMI_STORE_KEY,
    reconnecting: keys.RECONNECTING_ATTRIBUTE,
    localePending: keys.LOCALE_PENDING_ATTRIBUTE,
    earlyPress: keys.EARLY_PRESS_ATTRIBUTE,
    takenOver: keys.TAKEN_OVER_ATTRIBUTE,
    accentProperty: keys.ACCENT_PROPERTY,
    connectButtons: ['.kit-connect-button', options.connectButtons].filter(Boolean).join(', '),
    firstModal: keys.FIRST_MODAL_ID,
    firstModalTemplate: keys.FIRST_MODAL_TEMPLATE_ID,
    earlyWallet: keys.EARLY_WALLET_ATTRIBUTE,
    opener: keys.OPENER_ATTRIBUTE,
    deferredStyle: keys.DEFERRED_STYLE_ATTRIBUTE,
    keepModalClosedFor: options.keepModalClosedFor,
  }
  const source = `(${boot.toString()})(${JSON.stringify(baked)});\n`
  return minifySync(BOOT_FILE, source, { compress: true, mangle: true }).code
}

/** Loads `entry` on Vite's SSR module loading, as the app's own modules, and calls its `render()`. */
async function renderEntry(resolved: ResolvedConfig, options: KitPrerenderOptions): Promise<RenderedFirstView> {
  const server = await createServer({
    configFile: options.plugins ? false : resolved.configFile,
    root: resolved.root,
    envDir: resolved.envDir,
    mode: resolved.mode,
    publicDir: false,
    plugins: options.plugins,
    // Through Vite, not Node: the kit's modules import their stylesheets.
    ssr: { noExternal: ['beacon-kit'] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'error',
  })
  try {
    const module = (await server.ssrLoadModule(options.entry)) as { render?: () => Promise<RenderedFirstView> }
    if (typeof module.render !== 'function') throw new Error(`kitPrerender: ${options.entry} exports no render()`)
    return await module.render()
  } finally {
    await server.close()
  }
}

/**
 * A Vite plugin that paints the page from its HTML: at build time it renders the first view
 * (`entry`) into index.html's root, which the app then hydrates, and the connect modal as it first
 * opens into a template after it; and it emits a small boot script, the first in <head>, which
 * applies the visitor's stored theme, language and connection before first paint and shows that
 * modal on a press before the app's JavaScript has loaded. The kit takes over from it. The
 * entry's first import fetches the connect modal's code (earlyWarmModule).
 */
export function kitPrerender(options: KitPrerenderOptions): Plugin {
  let resolved: ResolvedConfig
  /** index.html's module id, as Vite names it ('/' on every system). */
  let indexHtmlId: string
  // Rendered first: both the HTML and the boot script (emitted in any order) need it.
  let rendered: RenderedFirstView
  return {
    name: 'beacon-kit-prerender',
    apply: 'build',
    configResolved(config) {
      resolved = config
      indexHtmlId = normalizePath(resolve(config.root, 'index.html'))
    },
    async buildStart() {
      rendered = await renderEntry(resolved, options)
    },
    resolveId(id) {
      return id === EARLY_WARM_ID ? id : null
    },
    load(id) {
      return id === EARLY_WARM_ID ? earlyWarmModule() : null
    },
    // index.html reaches here as the module that imports its scripts in document order
    // (Vite's HTML plugin made it so): ours goes before them.
    transform: {
      order: 'post',
      handler(code, id) {
        if (id !== indexHtmlId) return null
        return { code: `import ${JSON.stringify(EARLY_WARM_ID)};${code}`, map: null }
      },
    },
    // After Vite has put the entry's script tag in.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => injectFirstView(html, rendered, `${resolved.base}${BOOT_FILE}`, options.rootId),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootScript(options, rendered.locale) })
    },
  }
}
