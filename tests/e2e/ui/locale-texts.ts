import type { Page } from '@playwright/test'
import { en } from '../../../web/src/i18n/en'
import { enErrors } from '../../../web/src/i18n/en-errors'
import { enSafe } from '../../../web/src/i18n/en-safe'
import { enSetup } from '../../../web/src/i18n/en-setup'
import { enSignIn } from '../../../web/src/i18n/en-signin'
import type { Locale } from '../../../web/src/i18n/locales'
import ar from '../../../web/src/i18n/locales/ar'
import de from '../../../web/src/i18n/locales/de'
import es from '../../../web/src/i18n/locales/es'
import fa from '../../../web/src/i18n/locales/fa'
import fr from '../../../web/src/i18n/locales/fr'
import he from '../../../web/src/i18n/locales/he'
import hi from '../../../web/src/i18n/locales/hi'
import id from '../../../web/src/i18n/locales/id'
import it from '../../../web/src/i18n/locales/it'
import ja from '../../../web/src/i18n/locales/ja'
import ko from '../../../web/src/i18n/locales/ko'
import ms from '../../../web/src/i18n/locales/ms'
import nl from '../../../web/src/i18n/locales/nl'
import pl from '../../../web/src/i18n/locales/pl'
import ptBR from '../../../web/src/i18n/locales/pt-BR'
import ru from '../../../web/src/i18n/locales/ru'
import th from '../../../web/src/i18n/locales/th'
import tr from '../../../web/src/i18n/locales/tr'
import uk from '../../../web/src/i18n/locales/uk'
import vi from '../../../web/src/i18n/locales/vi'
import arWallets from '../../../web/src/i18n/locales/wallets/ar'
import deWallets from '../../../web/src/i18n/locales/wallets/de'
import esWallets from '../../../web/src/i18n/locales/wallets/es'
import faWallets from '../../../web/src/i18n/locales/wallets/fa'
import frWallets from '../../../web/src/i18n/locales/wallets/fr'
import heWallets from '../../../web/src/i18n/locales/wallets/he'
import hiWallets from '../../../web/src/i18n/locales/wallets/hi'
import idWallets from '../../../web/src/i18n/locales/wallets/id'
import itWallets from '../../../web/src/i18n/locales/wallets/it'
import jaWallets from '../../../web/src/i18n/locales/wallets/ja'
import koWallets from '../../../web/src/i18n/locales/wallets/ko'
import msWallets from '../../../web/src/i18n/locales/wallets/ms'
import nlWallets from '../../../web/src/i18n/locales/wallets/nl'
import plWallets from '../../../web/src/i18n/locales/wallets/pl'
import ptBRWallets from '../../../web/src/i18n/locales/wallets/pt-BR'
import ruWallets from '../../../web/src/i18n/locales/wallets/ru'
import thWallets from '../../../web/src/i18n/locales/wallets/th'
import trWallets from '../../../web/src/i18n/locales/wallets/tr'
import ukWallets from '../../../web/src/i18n/locales/wallets/uk'
import viWallets from '../../../web/src/i18n/locales/wallets/vi'
import zhCNWallets from '../../../web/src/i18n/locales/wallets/zh-CN'
import zhHKWallets from '../../../web/src/i18n/locales/wallets/zh-HK'
import zhTWWallets from '../../../web/src/i18n/locales/wallets/zh-TW'
import zhCN from '../../../web/src/i18n/locales/zh-CN'
import zhHK from '../../../web/src/i18n/locales/zh-HK'
import zhTW from '../../../web/src/i18n/locales/zh-TW'
import type { LocaleTexts } from '../../../web/src/i18n/messages'
import { expect, settled } from './helpers'

/**
 * Each locale's texts, read straight from its two files: the expected texts never come through
 * the app's LOCALES table, so a table that loads the wrong file fails the tests.
 */
export const TEXTS: Record<Locale, LocaleTexts> = {
  en: { main: en, signIn: enSignIn, setup: enSetup, errors: enErrors, safe: enSafe },
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
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
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

/** Boxes overflowing once at rest: the pointer off every control (a hovered one grows a little) and animations done. */
export async function overflowingAtRest(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0)
  await settled(page)
  return overflowing(page)
}

export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await overflowingAtRest(page), `${where}: text wider than its box`).toEqual([])
}

/**
 * Shows the page in `locale` as its language picker does. Through the picker's own change event,
 * so it also works while a modal is open (which leaves the picker out of reach of the pointer).
 */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('language-select').evaluate((select: HTMLSelectElement, tag) => {
    select.value = tag
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }, locale)
}
