import type { BrowserContext, Page } from '@playwright/test'

/**
 * sign-client in a page asks WalletConnect's Verify service for an attestation through a hidden
 * iframe and waits up to 5 s for its answer. Offline, this answers for it at once with an
 * unsigned attestation naming the request id (all sign-client checks before sending it on).
 */
export async function answerVerify(target: Page | BrowserContext, appOrigin: string): Promise<void> {
  await target.route('https://verify.walletconnect.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: attestationPage(route.request().url(), appOrigin) }),
  )
}

/** The attestation iframe's page for a Verify request URL (its `id` parameter). */
export function attestationPage(requestUrl: string, appOrigin: string): string {
  const id = new URL(requestUrl).searchParams.get('id') ?? ''
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const attestation = [
    part({ alg: 'ES256', typ: 'JWT' }),
    part({ id, origin: appOrigin, isScam: false, isVerified: false }),
    'AA',
  ].join('.')
  const message = JSON.stringify({ type: 'verify_attestation', attestation })
  return `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`
}
