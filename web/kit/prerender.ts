// Sub-entry: what a build that prerenders its page needs and the page itself never loads.

export {
  /**
   * The page's first view and the connect modal as it first opens, as HTML, in the configured
   * locale: what the `entry` of `kitPrerender` (`beacon-kit/vite`) returns from its `render()`.
   */
  renderFirstView,
} from './firstView/renderFirstView.tsx'
export {
  /** What `renderFirstView` returns: `view`, `connectModal` and `locale`. */
  type RenderedFirstView,
} from './firstView/firstViewHtml.ts'
