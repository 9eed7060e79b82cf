import { answerVerify, appUrl, decodeQr, expect, test } from './helpers.ts'

// Every wallet that pairs by QR on desktop, several times over: each round is its own page with
// its own pairings, so new symbols, and both decoders must read each one from the screen's pixels.
// Ledger Live comes last: its desktop link points the page at ledgerlive://.
const QR_WALLETS = ['rainbow', 'metaMask', 'walletConnect', 'argent', 'trust', 'ledger'] as const
const ROUNDS = 3

for (const [label, query, width] of [
  ['desktop', '', 382],
  ['compact', '/?modal=compact', 318],
] as const) {
  for (let round = 1; round <= ROUNDS; round++) {
    test(`${label}, round ${round}: the QR of every QR wallet reads with zbarimg and jsQR`, async ({ page }) => {
      await answerVerify(page)
      await page.goto(`${appUrl()}${query}`)
      await page.getByTestId('connect-button').click()
      const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
      const qr = page.getByTestId('connect-qr')
      for (const id of QR_WALLETS) {
        await page.getByTestId(`wallet-option-${id}`).click()
        await expect(qr).toHaveCSS('width', `${width}px`)
        expect(await decodeQr(qr, `${id}'s QR`)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
        // Compact shows the list or the step: back to the list.
        if (query && id !== QR_WALLETS.at(-1)) await dialog.getByRole('button', { name: 'Back' }).click()
      }
    })
  }
}
