import type { Frame, Page } from '@playwright/test'
import { en } from '../../../web/kit/i18n/en.ts'
import { enErrors } from '../../../web/kit/i18n/en-errors.ts'
import { enSafe } from '../../../web/kit/i18n/en-safe.ts'
import { enCalls } from '../../../web/kit/i18n/en-calls.ts'
import { enSetup } from '../../../web/kit/i18n/en-setup.ts'
import { enSignIn } from '../../../web/kit/i18n/en-signin.ts'
import type { Locale } from '../../../web/kit/i18n/locales.ts'
import ar from '../../../web/kit/i18n/locales/ar.ts'
import de from '../../../web/kit/i18n/locales/de.ts'
import es from '../../../web/kit/i18n/locales/es.ts'
import fa from '../../../web/kit/i18n/locales/fa.ts'
import fr from '../../../web/kit/i18n/locales/fr.ts'
import he from '../../../web/kit/i18n/locales/he.ts'
import hi from '../../../web/kit/i18n/locales/hi.ts'
import id from '../../../web/kit/i18n/locales/id.ts'
import it from '../../../web/kit/i18n/locales/it.ts'
import ja from '../../../web/kit/i18n/locales/ja.ts'
import ko from '../../../web/kit/i18n/locales/ko.ts'
import ms from '../../../web/kit/i18n/locales/ms.ts'
import nl from '../../../web/kit/i18n/locales/nl.ts'
import pl from '../../../web/kit/i18n/locales/pl.ts'
import ptBR from '../../../web/kit/i18n/locales/pt-BR.ts'
import ru from '../../../web/kit/i18n/locales/ru.ts'
import th from '../../../web/kit/i18n/locales/th.ts'
import tr from '../../../web/kit/i18n/locales/tr.ts'
import uk from '../../../web/kit/i18n/locales/uk.ts'
import vi from '../../../web/kit/i18n/locales/vi.ts'
import arWallets from '../../../web/kit/i18n/locales/wallets/ar.ts'
import deWallets from '../../../web/kit/i18n/locales/wallets/de.ts'
import esWallets from '../../../web/kit/i18n/locales/wallets/es.ts'
import faWallets from '../../../web/kit/i18n/locales/wallets/fa.ts'
import frWallets from '../../../web/kit/i18n/locales/wallets/fr.ts'
import heWallets from '../../../web/kit/i18n/locales/wallets/he.ts'
import hiWallets from '../../../web/kit/i18n/locales/wallets/hi.ts'
import idWallets from '../../../web/kit/i18n/locales/wallets/id.ts'
import itWallets from '../../../web/kit/i18n/locales/wallets/it.ts'
import jaWallets from '../../../web/kit/i18n/locales/wallets/ja.ts'
import koWallets from '../../../web/kit/i18n/locales/wallets/ko.ts'
import msWallets from '../../../web/kit/i18n/locales/wallets/ms.ts'
import nlWallets from '../../../web/kit/i18n/locales/wallets/nl.ts'
import plWallets from '../../../web/kit/i18n/locales/wallets/pl.ts'
import ptBRWallets from '../../../web/kit/i18n/locales/wallets/pt-BR.ts'
import ruWallets from '../../../web/kit/i18n/locales/wallets/ru.ts'
import thWallets from '../../../web/kit/i18n/locales/wallets/th.ts'
import trWallets from '../../../web/kit/i18n/locales/wallets/tr.ts'
import ukWallets from '../../../web/kit/i18n/locales/wallets/uk.ts'
import viWallets from '../../../web/kit/i18n/locales/wallets/vi.ts'
import zhCNWallets from '../../../web/kit/i18n/locales/wallets/zh-CN.ts'
import zhHKWallets from '../../../web/kit/i18n/locales/wallets/zh-HK.ts'
import zhTWWallets from '../../../web/kit/i18n/locales/wallets/zh-TW.ts'
import zhCN from '../../../web/kit/i18n/locales/zh-CN.ts'
import zhHK from '../../../web/kit/i18n/locales/zh-HK.ts'
import zhTW from '../../../web/kit/i18n/locales/zh-TW.ts'
import type { LocaleTexts } from '../../../web/kit/i18n/messages.ts'
import { expect, frameOf, settled } from './helpers.ts'

/**
 * Each locale's texts, read straight from its two files: the expected texts never come through
 * the app's LOCALES table, so a table that loads the wrong file fails the tests.
 */
export const TEXTS: Record<Locale, LocaleTexts> = {
  en: { main: en, signIn: enSignIn, setup: enSetup, errors: enErrors, safe: enSafe, calls: enCalls },
  es: { ...es, ...esWallets },
  fr: { ...fr, ...frWallets },
  de: { ...de, ...deWallets },
  nl: { ...nl, ...nlWallets },
  'pt-BR': { ...ptBR, ...ptBRWallets },
  it: { ...it, ...itWallets },
  pl: { ...pl, ...plWallets },
  tr: { ...tr, ...trWallets },
  ru: { ...ru, ...ruWallets },
  uk: { ...uk, ...ukWallets },
  ja: { ...ja, ...jaWallets },
  ko: { ...ko, ...koWallets },
  'zh-CN': { ...zhCN, ...zhCNWallets },
  'zh-TW': { ...zhTW, ...zhTWWallets },
  'zh-HK': { ...zhHK, ...zhHKWallets },
  ar: { ...ar, ...arWallets },
  he: { ...he, ...heWallets },
  fa: { ...fa, ...faWallets },
  hi: { ...hi, ...hiWallets },
  th: { ...th, ...thWallets },
  vi: { ...vi, ...viWallets },
  id: { ...id, ...idWallets },
  ms: { ...ms, ...msWallets },
}

export const LOCALE_TAGS = Object.keys(TEXTS) as Locale[]

/** The page starts in `locale`, as a visitor's earlier pick leaves it. */
export async function startIn(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((tag) => localStorage.setItem('kit.locale', tag), locale)
}

/**
 * Boxes of the kit and of the page whose content is wider than they are: a label that does not
 * fit its button, or a box that a long word pushed wider than its parent lets it be. Inline boxes
 * and SVG have no width of their own to overflow (0); visually hidden text (screen readers only)
 * is a box of 1 px or its class says so.
 */
async function overflowing(target: Page | Frame): Promise<string[]> {
  return frameOf(target).evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(':is(.kit-root, .page-header, .page-main, .page-footer) *')]
      .filter(
        (element) =>
          element.clientWidth > 1 &&
          !element.closest('.kit-sr-only, .page-sr-only') &&
          element.scrollWidth > element.clientWidth + 1,
      )
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 60)}" (${element.scrollWidth} > ${element.clientWidth})`,
      ),
  )
}

/**
 * Boxes overflowing once at rest: the pointer off every control (a hovered one grows a little) and
 * animations done. In a page, or in one frame of it (an app framed by a Safe host).
 */
export async function overflowingAtRest(target: Page | Frame): Promise<string[]> {
  await frameOf(target).page().mouse.move(0, 0)
  await settled(target)
  return overflowing(target)
}

export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await overflowingAtRest(page), `${where}: text wider than its box`).toEqual([])
}

/**
 * Shows the page in `locale` as its language picker does. Through the picker's own change event,
 * so it also works while a modal is open (which leaves the picker out of reach of the pointer).
 */
export async function chooseLanguage(target: Page | Frame, locale: Locale): Promise<void> {
  await frameOf(target)
    .getByTestId('language-select')
    .evaluate((select: HTMLSelectElement, tag) => {
      select.value = tag
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }, locale)
}
