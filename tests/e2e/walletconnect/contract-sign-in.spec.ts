import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { rpc } from '../../peers/anvil.ts'
import { OWNER_KEYS, OWNERS, SAFE_ADDRESS, THRESHOLD } from '../../peers/safe-host/fixtures.ts'
import { counterfactualSafeAccount, safeAccount, type SafeAccount } from '../../peers/safe-host/safe-account.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { expect, test } from '../fixtures.ts'
import { DEV_KEYS } from '../wallet/options.ts'
import { authSession, scanWithWallet, shortAddress, startTestWcWallet } from './helpers.ts'

// Sign-in with a Safe over WalletConnect: the wallet speaks for a real Safe 1.4.1 on anvil and
// answers with its owners' signatures, as Safe{Wallet} does once two of three confirmed. Nothing
// here knows the owners' keys but the wallet: the auth API signs the visitor in only after the
// Safe's own isValidSignature (EIP-1271), or the ERC-6492 validator for a Safe still to be
// deployed, said yes on the chain.

const chainId = () => Number(process.env.E2E_CHAIN_ID)
const rpcUrl = () => process.env.E2E_RPC_URL!
const [FIRST_OWNER, SECOND_OWNER] = OWNER_KEYS
/** Not an owner of any harness Safe. */
const STRANGER = DEV_KEYS[5]
/** A Safe of the harness's owners nobody deploys: a salt nonce no Safe was created with. */
const UNDEPLOYED_SALT = 6492n

let wallet: WcWallet

test.afterEach(async () => {
  await wallet?.stop()
})

const deployedSafe = () =>
  safeAccount({ chainId: chainId(), safe: SAFE_ADDRESS, signerKeys: [FIRST_OWNER, SECOND_OWNER] })
const undeployedSafe = (signerKeys: Hex[]) =>
  counterfactualSafeAccount({
    chainId: chainId(),
    owners: OWNERS,
    threshold: THRESHOLD,
    saltNonce: UNDEPLOYED_SALT,
    signerKeys,
  })

const codeAt = (address: Address) => rpc<Hex>(rpcUrl(), 'eth_getCode', [address, 'latest'])

/** Connects a wallet speaking for `account` (it answers only the session proposal) and signs in from the modal. */
async function signInFromModal(page: Page, account: SafeAccount) {
  wallet = await startTestWcWallet({ contractAccount: account })
  await scanWithWallet(page, wallet)
  await expect(page.getByTestId('sign-in-message')).toContainText(account.address)
  await page.getByTestId('sign-in-button').click()
}

/** What the wallet answered personal_sign with. */
const personalSignResult = (w: WcWallet) =>
  (w.requests.find((r) => r.method === 'personal_sign')?.outcome as { result?: Hex } | undefined)?.result

test('a deployed Safe signs in from the sign-in modal: two owners sign, its isValidSignature says yes', async ({
  page,
}) => {
  const safe = deployedSafe()
  await signInFromModal(page, safe)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(SAFE_ADDRESS))
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  expect(await authSession(page)).toMatchObject({ authenticated: true, address: SAFE_ADDRESS })
  // Two packed owner signatures, not one key's: only the Safe can vouch for them.
  expect(personalSignResult(wallet)).toHaveLength(2 + 2 * 65 * 2)
})

test('a deployed Safe signs in with one approval: its CACAO carries an eip1271 signature', async ({ page }) => {
  wallet = await startTestWcWallet({ contractAccount: deployedSafe(), authenticate: 'approve' })
  await scanWithWallet(page, wallet)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(SAFE_ADDRESS))
  expect(await authSession(page)).toMatchObject({ authenticated: true, address: SAFE_ADDRESS })
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign')
})

test('a Safe not deployed yet signs in with an ERC-6492 signature, and stays undeployed', async ({ page }) => {
  const safe = undeployedSafe([FIRST_OWNER, SECOND_OWNER])
  expect(await codeAt(safe.address)).toBe('0x')
  await signInFromModal(page, safe)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(safe.address))
  expect(await authSession(page)).toMatchObject({ authenticated: true, address: safe.address })
  expect(personalSignResult(wallet)).toMatch(/(6492){16}$/)
  // The API ran the factory inside its eth_call only: nothing was deployed.
  expect(await codeAt(safe.address)).toBe('0x')
})

test('a stranger signing for the undeployed Safe under the same ERC-6492 wrapper is refused: error, no session', async ({
  page,
}) => {
  const safe = undeployedSafe([FIRST_OWNER, STRANGER])
  await signInFromModal(page, safe)
  await expect(page.getByTestId('sign-in-error')).toHaveText('Error verifying signature, please retry!')
  await expect(page.getByTestId('sign-in-button')).toBeEnabled()
  expect(await authSession(page)).toMatchObject({ authenticated: false })
  expect(personalSignResult(wallet)).toMatch(/(6492){16}$/)
  expect(await codeAt(safe.address)).toBe('0x')
})
