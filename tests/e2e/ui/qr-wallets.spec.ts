import { answerVerify, appUrl, decodeQr, expect, test } from './helpers'

// Every wallet that pairs by QR on desktop, several times over: each round is a new pairing URI,
// so a new symbol, and both decoders must read each one from the screen's pixels.
const QR_WALLETS = ['rainbow', 'metaMask', 'walletConnect', 'argent', 'trust', 'ledger'] as const
const ROUNDS = 3

for (const [label, query, width] of [
  ['desktop', '', 382],
  ['compact', '/?modal=compact', 318],
] as const) {
  test(`${label}: the QR of every QR wallet reads with zbarimg and jsQR, round after round`, async ({ page }) => {
    test.setTimeout(180_000)
    await answerVerify(page)
    await page.goto(`${appUrl()}${query}`)
    await page.getByTestId('connect-button').click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    const qr = page.getByTestId('connect-qr')
    const seen = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const id of QR_WALLETS) {
        if (query) {
          // Compact shows the list or the step: back to the list first.
          const back = dialog.getByRole('button', { name: 'Back' })
          if (await back.isVisible()) await back.click()
        }
        await page.getByTestId(`wallet-option-${id}`).click()
        await expect(qr).toHaveCSS('width', `${width}px`)
        const uri = await decodeQr(qr, `${id}'s QR, round ${round + 1}`)
        expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
        seen.add(uri)
      }
    }
    // Each choice paired afresh: no symbol was read twice.
    expect(seen.size).toBe(ROUNDS * QR_WALLETS.length)
  })
}
