import { check, connect, expect, holdWalletMethod, test, testWallet } from './helpers.ts'

const ANVIL = Number(process.env.E2E_CHAIN_ID ?? 31337)

test.describe('the wallet starts on another chain', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1] } })

  test('wrong network: switch with 4902 add, Confirm in Wallet, then the modal closes', async ({ page }) => {
    await connect(page)
    const wrong = page.getByTestId('wrong-network-button')
    await expect(wrong).toHaveText('Wrong network')
    await check(page, 'wrong-network-button')

    await wrong.click()
    const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(dialog.getByText('Wrong network detected, switch or disconnect to continue.')).toBeVisible()
    await expect(dialog.getByTestId('disconnect-button')).toBeVisible()
    await check(page, 'chain-wrong-network')

    const release = await holdWalletMethod(page, 'wallet_switchEthereumChain')
    await page.getByTestId(`chain-option-${ANVIL}`).click()
    await expect(page.getByTestId(`chain-option-${ANVIL}`)).toContainText('Confirm in Wallet')
    await check(page, 'chain-confirm')
    await release()

    await expect(dialog).toBeHidden()
    expect(await testWallet(page).chainId()).toBe(ANVIL)
    await expect(wrong).toHaveCount(0)
    // One chain configured and it is supported: no chain button at all.
    await expect(page.getByTestId('chain-button')).toHaveCount(0)
    await expect(page.getByTestId('account-button')).toContainText('ETH')
  })

  test('a rejected switch is shown as such; rejecting after the add too', async ({ page }) => {
    await connect(page)
    await testWallet(page).set({ reject: true })
    await page.getByTestId('wrong-network-button').click()
    await page.getByTestId(`chain-option-${ANVIL}`).click()
    const error = page.getByTestId('switch-error')
    await expect(error).toHaveAttribute('data-outcome', 'rejected')
    await expect(error).toHaveText('You rejected the network switch in your wallet.')
    await check(page, 'chain-rejected')

    await testWallet(page).set({ reject: false, switchAfterAdd: false })
    await page.getByTestId(`chain-option-${ANVIL}`).click()
    await expect(error).toHaveAttribute('data-outcome', 'rejectedAfterAdd')
    await expect(error).toHaveText('User rejected switch after adding network.')
  })

  test('a wallet that cannot switch networks', async ({ page }) => {
    await connect(page)
    await testWallet(page).set({ refuseSwitch: true })
    await page.getByTestId('wrong-network-button').click()
    await page.getByTestId(`chain-option-${ANVIL}`).click()
    await expect(page.getByTestId('cannot-switch-notice')).toHaveText(
      'Your wallet does not support switching networks from Beacon. Try switching networks from within your wallet instead.',
    )
    await check(page, 'chain-cannot-switch')
  })

  test('Disconnect from the wrong network', async ({ page }) => {
    await connect(page)
    await page.getByTestId('wrong-network-button').click()
    await page.getByRole('dialog', { name: 'Switch Networks' }).getByTestId('disconnect-button').click()
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('the wallet knows the app chain', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1, ANVIL] } })

  test('Connected marks the current chain', async ({ page }) => {
    await connect(page)
    await page.getByTestId('wrong-network-button').click()
    // The wallet moves to the app's chain by itself while the modal is open.
    await testWallet(page).emit('chainChanged', `0x${ANVIL.toString(16)}`)
    await expect(page.getByTestId(`chain-option-${ANVIL}`)).toContainText('Connected')
    await expect(page.getByTestId('wrong-network-notice')).toHaveCount(0)
    await check(page, 'chain-connected')
  })
})
