/**
 * What the boot script of a prerendered page (web/kit/firstView/boot.ts) reads before first paint
 * and what it tells the kit and the page through attributes of <html>: one place, so the script,
 * the CSS and the code that takes over cannot drift apart.
 */

/** The demo page's theme and accent choice (web/app/App.tsx). */
export const APPEARANCE_KEY = 'page.appearance'
/** wagmi's persisted state (createStorage's default key prefix `wagmi`, its store under `store`). */
export const WAGMI_STORE_KEY = 'wagmi.store'

/**
 * wagmi's storage holds a connection: the Connect buttons stay hidden, as the kit's `loading`
 * status hides them (docs/spec.md §4.1), until the restore has decided.
 */
export const RECONNECTING_ATTRIBUTE = 'data-kit-reconnecting'
/** The visitor's language is not the one prerendered: the first view's texts stay hidden until it is shown. */
export const LOCALE_PENDING_ATTRIBUTE = 'data-kit-locale-pending'
/** A Connect button was pressed before the kit took over. */
export const EARLY_PRESS_ATTRIBUTE = 'data-kit-early-press'
/** The kit has taken over: the boot script stops recording presses. */
export const TAKEN_OVER_ATTRIBUTE = 'data-kit-ready'
/** The demo page's stored accent, for kit.css before the kit sets its own (a custom property on <html>). */
export const ACCENT_PROPERTY = '--kit-first-accent'

/**
 * The connect modal as the build prerendered it, in a template outside the hydrated root (inert:
 * none of its images load, nothing of it is laid out): on a press before the kit took over, the
 * boot script puts it in the page, and the kit's own modal replaces it (docs/spec.md §2.6).
 */
export const FIRST_MODAL_TEMPLATE_ID = 'kit-first-modal-template'
/** The prerendered modal once in the page. */
export const FIRST_MODAL_ID = 'kit-first-modal'
/** On the button that showed the prerendered modal: focus goes back to it, as from the kit's modals. */
export const OPENER_ATTRIBUTE = 'data-kit-opener'
/** A wallet pressed in the prerendered modal, by id: the kit's modal starts with it. */
export const EARLY_WALLET_ATTRIBUTE = 'data-kit-early-wallet'
/**
 * Where the prerendered modal keeps its elements' inline styles: a strict policy refuses style
 * attributes in HTML, not styles set from a script of the page's origin, so the boot script applies them.
 */
export const DEFERRED_STYLE_ATTRIBUTE = 'data-kit-style'
