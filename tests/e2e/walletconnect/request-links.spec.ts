import type { Page } from '@playwright/test'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import { answerVerify, connectByQr, shortAddress, startTwoChainWcWallet } from './helpers.ts'
import { approveInApp, opened, openSheet, PHONE, phoneShim, tapWallet, type Opened } from './phone.ts'

// On a phone, a request the visitor must approve in the wallet app brings that app to the front:
// the page opens the app's link inside the tap that made the request. Which link: the wallet's
// own (its session metadata's redirect, universal before native), else the link the visitor
// chose the wallet by. A desktop QR session never opens one, nor does a request needing no
// approval (the send asks the provider for eth_chainId first: one link per tap, not two).

let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.stop()
  wallet = undefined
})

/** Makes each approval request from the page, by a tap, and returns the links each tap opened. */
async function approvalRequests(page: Page, wallet: WcWallet): Promise<Record<string, Opened[]>> {
  const links: Record<string, Opened[]> = {}
  const tap = async (method: string, act: () => Promise<void>, answered: () => Promise<void>) => {
    const before = (await opened(page)).length
    await act()
    await answered()
    links[method] = (await opened(page)).slice(before)
  }
  await tap(
    'personal_sign',
    () => page.getByTestId('sign-message').click(),
    () => expect(page.getByTestId('sign-result')).toContainText('Signed: 0x'),
  )
  await tap(
    'eth_sendTransaction',
    () => page.getByTestId('send-transaction').click(),
    () => expect(page.getByTestId('send-result')).toHaveText('Transaction sent'),
  )
  // The wallet moves to a chain the app does not use; the visitor asks it back from the chain modal.
  await wallet.emitChain(1)
  await page.getByTestId('wrong-network-button').click()
  await tap(
    'wallet_switchEthereumChain',
    () => page.getByTestId(`chain-option-${process.env.E2E_CHAIN_ID}`).click(),
    () => expect(page.getByTestId('wrong-network-button')).toHaveCount(0),
  )
  expect(wallet.requests.map((r) => [r.method, 'result' in r.outcome])).toEqual([
    ['personal_sign', true],
    ['eth_sendTransaction', true],
    ['wallet_switchEthereumChain', true],
  ])
  return links
}

test.describe('phone', () => {
  test.use(PHONE)

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(phoneShim)
    await answerVerify(page)
  })

  for (const [peer, redirect, expected] of [
    [
      'a wallet with a universal link',
      { universal: 'https://wallet.beacon.test/app', native: 'beaconwallet://' },
      'https://wallet.beacon.test/app',
    ],
    ['a wallet with only a native link', { native: 'beaconwallet://' }, 'beaconwallet://'],
    ['a wallet without links', undefined, 'https://rnbwapp.com/wc'],
  ] as const) {
    test(`${peer}: each approval request opens ${expected} inside its tap, also after a reload`, async ({
      page,
      consoleErrors,
    }) => {
      wallet = await startTwoChainWcWallet({ redirect })
      await page.goto(appUrl())
      await openSheet(page)
      await approveInApp(page, wallet, await tapWallet(page, 'rainbow', 'https://rnbwapp.com/wc?uri='))

      const links = await approvalRequests(page, wallet)
      const once = [{ url: expected, inTap: true }]
      expect(links).toEqual({ personal_sign: once, eth_sendTransaction: once, wallet_switchEthereumChain: once })

      // Restored on the next visit: still a phone session, and the restore itself opens nothing.
      // (A tap made while the session is still being restored opens the link once it is.)
      await page.reload()
      await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
      await page.getByTestId('sign-message').click()
      await expect(page.getByTestId('sign-result')).toContainText('Signed: 0x')
      expect((await opened(page)).map((link) => link.url)).toEqual([expected])
      expect(consoleErrors).toEqual([])
    })
  }
})

test('a desktop QR session opens no link for any request', async ({ page, consoleErrors }) => {
  await page.addInitScript(phoneShim)
  await answerVerify(page)
  wallet = await startTwoChainWcWallet({
    redirect: { universal: 'https://wallet.beacon.test/app', native: 'beaconwallet://' },
  })
  await page.goto(appUrl())
  await connectByQr(page, wallet)

  const links = await approvalRequests(page, wallet)
  expect(links).toEqual({ personal_sign: [], eth_sendTransaction: [], wallet_switchEthereumChain: [] })
  expect(consoleErrors).toEqual([])
})
