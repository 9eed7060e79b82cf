import { answerVerify, appUrl, decodeQr, expect, test } from './helpers'

// Every wallet that pairs by QR on desktop, several times over: each round pairs afresh, so new
// symbols, and both decoders must read each one from the screen's pixels.
const QR_WALLETS = ['rainbow', 'metaMask', 'walletConnect', 'argent', 'trust', 'ledger'] as const
const ROUNDS = 3

for (const [label, query, width] of [
  ['desktop', '', 382],
  ['compact', '/?modal=compact', 318],
] as const) {
  test(`${label}: the QR of every QR wallet reads with zbarimg and jsQR, round after round`, async ({ page }) => {
    test.setTimeout(180_000)
    await answerVerify(page)
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    const qr = page.getByTestId('connect-qr')
    const seen = new Set<string>()
    for (let round = 1; round <= ROUNDS; round++) {
      // A fresh page per round: new pairings, so new symbols.
      await page.goto(`${appUrl()}${query}`)
      await page.getByTestId('connect-button').click()
      for (const id of QR_WALLETS) {
        await page.getByTestId(`wallet-option-${id}`).click()
        await expect(qr).toHaveCSS('width', `${width}px`)
        const uri = await decodeQr(qr, `${id}'s QR, round ${round}`)
        expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
        seen.add(uri)
        // Compact shows the list or the step: back to the list.
        if (query) await dialog.getByRole('button', { name: 'Back' }).click()
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(ROUNDS)
  })
}
