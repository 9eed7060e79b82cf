import type { Frame, Page } from '@playwright/test'
import type { Address } from 'viem'
import { expect } from './fixtures.ts'

/*
 * The sign-in build (E2E_AUTH_APP_URL) framed by the Safe host, for the Safe sign-in specs. The
 * host page is opened on localhost, another site than the app on 127.0.0.1, as Safe{Wallet}
 * frames apps: the session cookie must work in a cross-site frame.
 */

export const authAppUrl = () => process.env.E2E_AUTH_APP_URL!
const hostUrl = (safe: Address) =>
  `${process.env.E2E_SAFE_CROSS_SITE_HOST_URL}/?app=${encodeURIComponent(authAppUrl())}&safe=${safe}`

export const shortAddress = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The framed app once the Safe is connected and its sign-in step shows a message. */
export async function openSignIn(page: Page, safe: Address): Promise<Frame> {
  await page.goto(hostUrl(safe))
  const origin = new URL(authAppUrl()).origin
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(origin))).toBe(true)
  const frame = page.frames().find((f) => f.url().startsWith(origin))!
  await frame.getByTestId('connect-button').click()
  await expect(frame.getByRole('dialog', { name: 'Sign in to Beacon' })).toBeVisible()
  await expect(frame.getByTestId('sign-in-message')).toContainText(safe)
  return frame
}

/** Who the auth API says is signed in, asked from the app's own origin (its cookie is there). */
export const session = (frame: Frame) =>
  frame.evaluate(
    async () => (await fetch('/api/auth/session')).json() as Promise<{ authenticated: boolean; address?: string }>,
  )
