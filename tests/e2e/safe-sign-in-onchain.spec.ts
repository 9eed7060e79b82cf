import type { Page } from '@playwright/test'
import { ONCHAIN_SAFE, SOLO_SAFE } from '../peers/safe-host/fixtures.ts'
import { fillCounts } from '../../web/kit/i18n/fillCounts.ts'
import type { LocaleTexts } from '../../web/kit/i18n/messages.ts'
import { CONFIRMATIONS_TIME_LIMIT_MS } from '../../web/kit/safe/confirmations.ts'
import { expect, test } from './fixtures.ts'
import { openSignIn, session, shortAddress } from './safe-sign-in.ts'
import { chooseLanguage, LOCALE_TAGS, overflowingAtRest, TEXTS } from './ui/locale-texts.ts'

/*
 * Sign-in as a Safe set to sign on-chain (tests/peers/safe-host ONCHAIN_SAFE, a real Safe 1.4.1 on
 * anvil): the host answers the SIWE message with the safeTxHash of a transaction that
 * delegatecalls SignMessageLib, the owners confirm and execute it, and the auth API then accepts
 * the empty signature through the Safe's isValidSignature(hash, 0x). Also what the sign-in modal
 * says meanwhile, and a refusal in the host.
 */

const WAITING_FOR_TRANSACTION =
  'The Safe signs this message on-chain: its owners must confirm and execute the transaction in the Safe. Waiting for them…'

/** The other owners act in Safe{Wallet} (tests/peers/safe-host/host.ts). */
async function control(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ safe: ONCHAIN_SAFE, ...query })
  const res = await fetch(`${process.env.E2E_SAFE_HOST_URL}/control/${path}?${search}`, { method: 'POST' })
  expect(res.ok).toBe(true)
  return res.json() as Promise<Record<string, unknown>>
}

/** The host page's settings (tests/peers/safe-host/host-page.ts). */
const setHost = (page: Page, settings: Record<string, unknown>) =>
  page.evaluate(
    (changes) => (window as unknown as { harness: { set(c: unknown): void } }).harness.set(changes),
    settings,
  )

test('a 2-of-3 Safe that signs on-chain signs in once its owners executed the SignMessageLib transaction', async ({
  page,
}) => {
  const frame = await openSignIn(page, ONCHAIN_SAFE)
  await frame.getByTestId('sign-in-button').click()
  const status = frame.getByTestId('sign-in-status')
  await expect(status).toHaveAttribute('data-status', 'awaitingConfirmations')
  await expect(status).toHaveText(WAITING_FOR_TRANSACTION)
  // The owner who filed it signed it: one of the two confirmations needed.
  await expect(frame.getByTestId('sign-in-progress')).toHaveText('1 of 2 owners have confirmed')
  await expect(frame.getByTestId('sign-in-button')).toBeDisabled()
  await expect(frame.getByTestId('sign-in-error')).toHaveCount(0)
  expect(await session(frame)).toEqual({ authenticated: false })

  // The second owner confirms, and executes.
  expect(await control('confirm-transactions')).toEqual({ confirmed: 1 })
  await expect(frame.getByTestId('account-button')).toContainText(shortAddress(ONCHAIN_SAFE))
  await expect(frame.getByTestId('sign-in-modal')).toHaveCount(0)
  expect(await session(frame)).toMatchObject({ authenticated: true, address: ONCHAIN_SAFE })
})

test('the owners’ progress: 0, 1, then 2 of 2 confirmed, then the execution', async ({ page }) => {
  const frame = await openSignIn(page, ONCHAIN_SAFE)
  // Safe{Wallet}'s user is a proposer: the transaction starts with no owner's confirmation.
  await setHost(page, { proposer: true })
  await frame.getByTestId('sign-in-button').click()
  const status = frame.getByTestId('sign-in-status')
  const progress = frame.getByTestId('sign-in-progress')
  await expect(status).toHaveText(WAITING_FOR_TRANSACTION)
  await expect(progress).toHaveText('0 of 2 owners have confirmed')
  await control('confirm-transactions', { owners: '1', execute: '0' })
  await expect(progress).toHaveText('1 of 2 owners have confirmed')
  await control('confirm-transactions', { owners: '1', execute: '0' })
  await expect(progress).toHaveText('2 of 2 owners have confirmed')
  await expect(status).toHaveText("The Safe's owners have confirmed. Waiting for the transaction to be executed…")
  expect(await session(frame)).toEqual({ authenticated: false })

  await control('confirm-transactions')
  await expect(frame.getByTestId('account-button')).toContainText(shortAddress(ONCHAIN_SAFE))
  expect(await session(frame)).toMatchObject({ authenticated: true, address: ONCHAIN_SAFE })
})

test('a transaction never executed ends at the time limit, with a new message ready for the retry', async ({
  page,
}) => {
  // The page's clocks (the host's and the framed app's) run on, and jump ahead when told.
  await page.clock.install()
  const frame = await openSignIn(page, ONCHAIN_SAFE)
  const message = frame.getByTestId('sign-in-message')
  const signed = await message.textContent()
  await frame.getByTestId('sign-in-button').click()
  await expect(frame.getByTestId('sign-in-progress')).toHaveText('1 of 2 owners have confirmed')

  await page.clock.fastForward(CONFIRMATIONS_TIME_LIMIT_MS)
  await expect(frame.getByTestId('sign-in-error')).toHaveText(
    "The Safe's owners did not confirm in time, please retry!",
  )
  await expect(frame.getByTestId('sign-in-status')).toHaveAttribute('data-status', 'idle')
  await expect(frame.getByTestId('sign-in-progress')).toHaveCount(0)
  await expect(frame.getByTestId('sign-in-button')).toBeEnabled()
  // A new message (a new nonce) is there for the retry, not 'Preparing message…' for ever.
  await expect(message).toContainText('wants you to sign in')
  await expect(message).not.toHaveText(signed!)
  expect(await session(frame)).toEqual({ authenticated: false })

  // The owners reject the transaction left behind, so the Safe's queue is empty for the next test.
  expect((await control('reject-transaction')).rejected).toMatch(/^0x[0-9a-f]{64}$/)
})

test('a transaction the owners reject in the Safe ends the attempt, saying so', async ({ page }) => {
  const frame = await openSignIn(page, ONCHAIN_SAFE)
  await frame.getByTestId('sign-in-button').click()
  await expect(frame.getByTestId('sign-in-progress')).toHaveText('1 of 2 owners have confirmed')
  await control('reject-transaction')
  await expect(frame.getByTestId('sign-in-error')).toHaveText(
    "The Safe's transaction was rejected or replaced, please retry!",
  )
  await expect(frame.getByTestId('sign-in-button')).toBeEnabled()
  await expect(frame.getByTestId('sign-in-message')).toContainText('wants you to sign in')
  expect(await session(frame)).toEqual({ authenticated: false })
})

test('a refusal in the host says so, and the next attempt signs in', async ({ page }) => {
  const frame = await openSignIn(page, SOLO_SAFE)
  const message = await frame.getByTestId('sign-in-message').textContent()
  await setHost(page, { reject: true })
  await frame.getByTestId('sign-in-button').click()
  await expect(frame.getByTestId('sign-in-error')).toHaveText('You rejected the request.')
  await expect(frame.getByTestId('sign-in-status')).toHaveAttribute('data-status', 'idle')
  await expect(frame.getByTestId('sign-in-button')).toBeEnabled()
  // Nothing was signed: the same message waits for the retry.
  await expect(frame.getByTestId('sign-in-message')).toHaveText(message!)

  await setHost(page, { reject: false })
  await frame.getByTestId('sign-in-button').click()
  await expect(frame.getByTestId('account-button')).toContainText(shortAddress(SOLO_SAFE))
  expect(await session(frame)).toMatchObject({ authenticated: true, address: SOLO_SAFE })
})

test.describe('in every locale', () => {
  // At rest at once (the kit honours reduced motion), which keeps the walk through 24 locales short.
  test.use({ reducedMotion: 'reduce' })

  test('the on-chain wait, the owners’ progress and a replaced transaction fit their boxes', async ({ page }) => {
    test.slow()
    const frame = await openSignIn(page, ONCHAIN_SAFE)
    const overflows: string[] = []
    /** The view in each locale in turn (see locales-fit.spec.ts), then English again. */
    const inEveryLocale = async (view: string, shows: (texts: LocaleTexts, locale: string) => Promise<void>) => {
      for (const locale of LOCALE_TAGS) {
        await chooseLanguage(frame, locale)
        await shows(TEXTS[locale], locale)
        overflows.push(...(await overflowingAtRest(frame)).map((box) => `${locale} ${view}: ${box}`))
      }
      await chooseLanguage(frame, 'en')
    }
    const status = frame.getByTestId('sign-in-status')
    const progress = frame.getByTestId('sign-in-progress')
    const confirmed = (texts: LocaleTexts, locale: string, count: number) =>
      expect(progress).toHaveText(fillCounts(texts.signIn.ownersConfirmed, { confirmed: count, required: 2 }, locale))

    await setHost(page, { proposer: true })
    await frame.getByTestId('sign-in-button').click()
    await expect(progress).toHaveText('0 of 2 owners have confirmed')
    await inEveryLocale('on-chain wait', async (texts, locale) => {
      await expect(status).toHaveText(texts.signIn.awaitingTransaction)
      await confirmed(texts, locale, 0)
    })

    await control('confirm-transactions', { owners: '2', execute: '0' })
    await expect(progress).toHaveText('2 of 2 owners have confirmed')
    await inEveryLocale('execution wait', async (texts, locale) => {
      await expect(status).toHaveText(texts.signIn.awaitingExecution)
      await confirmed(texts, locale, 2)
    })

    await control('reject-transaction')
    const error = frame.getByTestId('sign-in-error')
    await expect(error).toHaveText("The Safe's transaction was rejected or replaced, please retry!")
    await inEveryLocale('replaced transaction', (texts) =>
      expect(error).toHaveText(texts.signIn.errorTransactionCancelled),
    )
    expect(overflows, 'text wider than its box').toEqual([])
  })
})
