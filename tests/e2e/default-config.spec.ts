import { expect, test } from './fixtures.ts'

test.use({ wallet: { announce: false, injectWindowEthereum: false } })

test('with no configuration the app renders and only warns about the placeholder project id', async ({
  page,
  outsideRequests,
}) => {
  const messages: string[] = []
  page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`))
  await page.goto(process.env.E2E_DEFAULT_APP_URL!)
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  await expect(page).toHaveTitle('Beacon')
  await page.waitForLoadState('networkidle')
  expect(messages).toHaveLength(1)
  expect(messages[0]).toMatch(/^warning: VITE_WC_PROJECT_ID is the placeholder "YOUR_PROJECT_ID"/)
  expect(outsideRequests).toEqual([])
})
