import { directionOf } from '../i18n/direction.ts'
import type { Locale } from '../i18n/locales.ts'
import { DEFERRED_STYLE_ATTRIBUTE, FIRST_MODAL_TEMPLATE_ID } from '../../shared/firstView/keys.ts'

/** The first view as `renderFirstView` renders it, for the build to put into index.html. */
export interface RenderedFirstView {
  /** The page's first view: what the app hydrates. */
  view: string
  /** The connect modal as it first opens, a tree of its own. */
  connectModal: string
  /** The configured locale, which both are in (else English). */
  locale: Locale | undefined
}

/**
 * The prerendered modal as index.html holds it. Its style attributes, which a strict policy would
 * refuse in HTML, move to a data attribute the boot script applies when it shows the modal (React
 * writes them as ` style="…"`, `"` escaped, so the value holds no double quote). Its test ids go:
 * they belong to the kit's own modal, which replaces it.
 */
export function firstModalHtml(html: string): string {
  return html.replaceAll(/ data-testid="[^"]*"/g, '').replaceAll(' style="', ` ${DEFERRED_STYLE_ATTRIBUTE}="`)
}

/** An index.html the first view cannot go into: said at build time, not found by a visitor. */
export class FirstViewHtmlError extends Error {
  override name = 'FirstViewHtmlError'
  constructor(missing: string) {
    super(`index.html has no ${missing}: the prerendered first view has nowhere to go`)
  }
}

/**
 * index.html with the first view in its empty root element, the connect modal in a template after
 * it, its language and direction, and the boot script (`bootSrc`) first in <head> (after its
 * charset), render-blocking, so the visitor's stored theme, language and connection apply before
 * first paint. The app's entry script gets a low fetch priority: on a slow link it would share the link with the
 * render-blocking stylesheet and boot script, and the page would paint later (docs/performance.md).
 */
export function injectFirstView(html: string, rendered: RenderedFirstView, bootSrc: string, rootId = 'root'): string {
  const emptyRoot = `<div id="${rootId}"></div>`
  if (!html.includes(emptyRoot)) throw new FirstViewHtmlError(emptyRoot)
  const head = /<head>(\s*<meta charset=[^>]*>)?/i
  if (!head.test(html)) throw new FirstViewHtmlError('<head>')
  const locale = rendered.locale ?? 'en'
  const template = `<template id="${FIRST_MODAL_TEMPLATE_ID}">${firstModalHtml(rendered.connectModal)}</template>`
  return html
    .replace(/<html(\s[^>]*)?>/i, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(emptyRoot, `<div id="${rootId}">${rendered.view}</div>${template}`)
    .replace(head, (open) => `${open}\n    <script src="${bootSrc}"></script>`)
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
}
