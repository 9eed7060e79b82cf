import { SAFE_ADDRESS, SOLO_SAFE } from '../peers/safe-host/fixtures.ts'
import { expect, test } from './fixtures.ts'
import { authAppUrl, openSignIn, session, shortAddress } from './safe-sign-in.ts'

/*
 * Sign-in inside the Safe host harness (tests/peers/safe-host): the app built with sign-in on
 * (E2E_AUTH_APP_URL), framed by the host, signs in as the Safe. The host files the message as
 * Safe{Wallet} does; the auth API checks the Safe's signature with EIP-1271 on the real Safe
 * contracts on anvil. The host page is opened on localhost, another site than the app on
 * 127.0.0.1, as Safe{Wallet} frames apps: the session cookie must work in a cross-site frame.
 */

test('a 2-of-3 Safe: the owners must confirm, and once the second owner did the visitor is the Safe', async ({
  page,
}) => {
  const frame = await openSignIn(page, SAFE_ADDRESS)
  await frame.getByTestId('sign-in-button').click()
  const status = frame.getByTestId('sign-in-status')
  await expect(status).toHaveAttribute('data-status', 'awaitingConfirmations')
  await expect(status).toHaveText(
    "The Safe's owners must confirm this message in the Safe. Waiting for their confirmations…",
  )
  // As the gateway counts the message's signatures: the owner who filed it signed it.
  await expect(frame.getByTestId('sign-in-progress')).toHaveText('1 of 2 owners have confirmed')
  await expect(frame.getByTestId('sign-in-button')).toBeDisabled()
  expect(await session(frame)).toEqual({ authenticated: false })

  // The second owner confirms in Safe{Wallet}.
  const confirmed = await fetch(`${process.env.E2E_SAFE_HOST_URL}/control/confirm-messages`, { method: 'POST' })
  expect(confirmed.ok).toBe(true)
  await expect(frame.getByTestId('account-button')).toContainText(shortAddress(SAFE_ADDRESS))
  await expect(frame.getByTestId('sign-in-modal')).toHaveCount(0)
  expect(await session(frame)).toMatchObject({ authenticated: true, address: SAFE_ADDRESS })
})

test('a 1-of-1 Safe signs in at once with the signature the host answers, without asking the gateway', async ({
  page,
}) => {
  const gatewayAsked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(process.env.E2E_SAFE_GATEWAY_URL!) && request.url().includes('/messages/'))
      gatewayAsked.push(request.url())
  })
  const frame = await openSignIn(page, SOLO_SAFE)
  await frame.getByTestId('sign-in-button').click()
  await expect(frame.getByTestId('account-button')).toContainText(shortAddress(SOLO_SAFE))
  expect(await session(frame)).toMatchObject({ authenticated: true, address: SOLO_SAFE })
  expect(gatewayAsked).toEqual([])
  // The cross-site frame's cookie: partitioned under the Safe host's site, never sent elsewhere.
  const cookies = () => page.context().cookies(authAppUrl())
  const { protocol, hostname } = new URL(process.env.E2E_SAFE_CROSS_SITE_HOST_URL!)
  expect(await cookies()).toEqual([
    expect.objectContaining({
      name: 'kit_siwe',
      httpOnly: true,
      sameSite: 'None',
      secure: true,
      partitionKey: `${protocol}//${hostname}`,
    }),
  ])

  // Signing out clears that very cookie.
  await frame.getByTestId('account-button').click()
  await frame.getByTestId('disconnect-button').click()
  await expect.poll(async () => (await session(frame)).authenticated).toBe(false)
  expect(await cookies()).toEqual([])
})
