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
import fr from '../../../web/src/i18n/locales/fr'
import hi from '../../../web/src/i18n/locales/hi'
import id from '../../../web/src/i18n/locales/id'
import it from '../../../web/src/i18n/locales/it'
import ja from '../../../web/src/i18n/locales/ja'
import ko from '../../../web/src/i18n/locales/ko'
import ptBR from '../../../web/src/i18n/locales/pt-BR'
import ru from '../../../web/src/i18n/locales/ru'
import tr from '../../../web/src/i18n/locales/tr'
import arWallets from '../../../web/src/i18n/locales/wallets/ar'
import deWallets from '../../../web/src/i18n/locales/wallets/de'
import esWallets from '../../../web/src/i18n/locales/wallets/es'
import frWallets from '../../../web/src/i18n/locales/wallets/fr'
import hiWallets from '../../../web/src/i18n/locales/wallets/hi'
import idWallets from '../../../web/src/i18n/locales/wallets/id'
import itWallets from '../../../web/src/i18n/locales/wallets/it'
import jaWallets from '../../../web/src/i18n/locales/wallets/ja'
import koWallets from '../../../web/src/i18n/locales/wallets/ko'
import ptBRWallets from '../../../web/src/i18n/locales/wallets/pt-BR'
import ruWallets from '../../../web/src/i18n/locales/wallets/ru'
import trWallets from '../../../web/src/i18n/locales/wallets/tr'
import zhCNWallets from '../../../web/src/i18n/locales/wallets/zh-CN'
import zhCN from '../../../web/src/i18n/locales/zh-CN'
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
  'pt-BR': { ...ptBR, ...ptBRWallets },
  it: { ...it, ...itWallets },
  tr: { ...tr, ...trWallets },
  ru: { ...ru, ...ruWallets },
  ja: { ...ja, ...jaWallets },
  ko: { ...ko, ...koWallets },
  'zh-CN': { ...zhCN, ...zhCNWallets },
  ar: { ...ar, ...arWallets },
  hi: { ...hi, ...hiWallets },
  id: { ...id, ...idWallets },
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
      .filter((element) => element.clientWidth > 1 && !element.closest('.kit-sr-only, .page-sr-only') && element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 60)}" (${element.scrollWidth} > ${element.clientWidth})`,
      ),
  )
}

/** Measured at rest: the pointer off every control (a hovered one grows a little) and animations done. */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  await page.mouse.move(0, 0)
  await settled(page)
  expect(await overflowing(page), `${where}: text wider than its box`).toEqual([])
}
