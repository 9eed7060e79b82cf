import { getAddress, type Address, type Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { FRAMED_PARAM } from '../../shared/auth/framed.ts'
import { signInStatement } from './statement.ts'
import { AuthRequestError } from './errors.ts'

export interface AuthSession {
  address: Address
  chainId: number
}

/** What the sign-in step needs from a Sign-In with Ethereum backend (docs/spec.md §2.3). */
export interface AuthAdapter {
  getNonce(): Promise<string>
  createMessage(args: { nonce: string; address: Address; chainId: number }): string
  /** True when the API accepted the signature (and set the session cookie); false when it refused. */
  verify(args: { message: string; signature: Hex }): Promise<boolean>
  signOut(): Promise<void>
  /** Who is signed in, or null. */
  getSession(): Promise<AuthSession | null>
}

export interface AuthAdapterOptions {
  /** The API base, e.g. `/api/auth` (the configuration's `signIn.url`). */
  baseUrl: string
  /** Shown in the message's statement. */
  appName: string
  /** Where the app runs: the message's domain and URI. */
  location?: Pick<Location, 'host' | 'origin'>
  /**
   * The app runs in a frame (a Safe host): each request says so, and the API sets and clears the
   * session cookie that a cross-site frame can use (SameSite=None; Partitioned). A function is
   * asked at each request, so an adapter made on a server or at load reads nothing of the page.
   */
  framed?: boolean | (() => boolean)
  fetch?: typeof fetch
  now?: () => Date
}

/** An {@link AuthAdapter} for the API in web/server/auth, built on viem's SIWE utilities. */
export function createAuthAdapter(options: AuthAdapterOptions): AuthAdapter {
  const base = options.baseUrl.replace(/\/+$/, '')
  const framed = options.framed
  const query = () => ((typeof framed === 'function' ? framed() : framed) ? `?${FRAMED_PARAM}=1` : '')
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = options.now ?? (() => new Date())

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    let res: Response
    try {
      // 'include' so the cookie also travels when the API is on another origin of the same site.
      res = await doFetch(`${base}${path}${query()}`, { credentials: 'include', ...init })
    } catch (error) {
      throw new AuthRequestError(
        `The sign-in service is unreachable: ${(error as Error).message}`,
        undefined,
        undefined,
      )
    }
    if (res.ok) return res
    const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string }
    throw new AuthRequestError(body.message ?? `The sign-in service answered ${res.status}`, res.status, body.error)
  }

  return {
    async getNonce() {
      const { nonce } = (await (await call('/nonce')).json()) as { nonce?: unknown }
      if (typeof nonce !== 'string' || !/^[a-zA-Z0-9]{8,}$/.test(nonce))
        throw new AuthRequestError('The sign-in service sent no usable nonce', 200, undefined)
      return nonce
    },

    createMessage({ nonce, address, chainId }) {
      const location = options.location ?? window.location
      return createSiweMessage({
        domain: location.host,
        uri: location.origin,
        address,
        chainId,
        nonce,
        version: '1',
        statement: signInStatement(options.appName),
        issuedAt: now(),
      })
    },

    async verify({ message, signature }) {
      try {
        await call('/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message, signature }),
        })
        return true
      } catch (error) {
        // A 4xx is the API's verdict on this signature; anything else is a failure to ask.
        if (
          error instanceof AuthRequestError &&
          error.status !== undefined &&
          error.status >= 400 &&
          error.status < 500
        )
          return false
        throw error
      }
    },

    async signOut() {
      await call('/logout', { method: 'POST' })
    },

    async getSession() {
      const body = (await (await call('/session')).json()) as {
        authenticated?: boolean
        address?: string
        chainId?: number
      }
      if (!body.authenticated || typeof body.address !== 'string' || typeof body.chainId !== 'number') return null
      return { address: getAddress(body.address), chainId: body.chainId }
    },
  }
}
