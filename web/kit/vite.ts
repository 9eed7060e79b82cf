// Sub-entry: the kit's Vite plugin, for a dapp's vite.config.ts (Node, at build time only).

export {
  /**
   * Paints the page from its HTML: renders the first view into index.html at build time, with
   * the connect modal in a template and a boot script that shows it on a press before the app's
   * JavaScript has loaded (docs/kit.md, Paint from the HTML).
   */
  kitPrerender,
  /** `kitPrerender`'s options: `entry`, `rootId`, `connectButtons`, `appearanceKey`, `keepModalClosedFor`, `plugins`. */
  type KitPrerenderOptions,
} from './firstView/kitPrerender.ts'
