import type { Page } from '@playwright/test'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { appUrl, expect, recordOutsideRequests, test } from '../fixtures.ts'
import { answerVerify, shortAddress, startTestWcWallet } from './helpers.ts'
import { launchHidablePhone, type HidablePhone } from './hidablePhone.ts'
import { ANDROID, IPHONE, lastMobileWallet, openSheet, pairingUri, phoneShim, tapWallet } from './phone.ts'

// Issue 43: the fallback ('the app did not open') must never show when the app did open. Here
// the browser itself hides the page after the tap (its window minimized, hidablePhone.ts), as a
// phone does when the wallet app takes the screen; the other phone specs fake visibility in the page.

let wallet: WcWallet | undefined
let phone: HidablePhone | undefined

test.afterEach(async () => {
  await phone?.close()
  await wallet?.stop()
  phone = wallet = undefined
})

const visibility = (page: Page) => page.evaluate(() => document.visibilityState)

for (const [platform, userAgent, prefix] of [
  ['iPhone', IPHONE, 'https://rnbwapp.com/wc?uri='],
  ['Android', ANDROID, 'intent://rnbwapp.com/wc?uri='],
] as const) {
  test(`${platform}: a page that stays visible gets the fallback; hidden by the browser within a second of the next tap, none, and the wallet is recorded`, async () => {
    phone = await launchHidablePhone(userAgent)
    const { page } = phone
    const outside: string[] = []
    recordOutsideRequests(page, outside)
    await page.addInitScript(phoneShim, { realVisibility: true })
    await answerVerify(page)
    wallet = await startTestWcWallet()
    await page.clock.install()
    await page.goto(appUrl())
    await openSheet(page)

    // The link opens nothing and the page stays in front: the fallback, nothing recorded.
    const first = await tapWallet(page, 'rainbow', prefix)
    await page.clock.fastForward(2_000)
    await expect(page.getByTestId('mobile-not-opened')).toHaveText('The Rainbow app did not open')
    expect(await lastMobileWallet(page)).toBeNull()

    // Try again; this time the app takes the screen: the browser hides the page.
    const again = await tapWallet(page, 'rainbow', prefix, () => page.getByTestId('mobile-try-again').click())
    expect(pairingUri(again)).toBe(pairingUri(first))
    await phone.hide()
    await expect.poll(() => visibility(page)).toBe('hidden')
    await expect.poll(() => lastMobileWallet(page)).toMatchObject({ name: 'Rainbow' })
    // In the wallet app, long past the 2 s: the visitor approves there.
    await page.clock.fastForward(10_000)
    const settled = wallet.nextSession()
    await wallet.pair(pairingUri(again))
    await settled
    await phone.show()
    await expect.poll(() => visibility(page)).toBe('visible')
    await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
    await expect(page.getByTestId('mobile-not-opened')).toHaveCount(0)
    expect(outside).toEqual([])
  })
}
