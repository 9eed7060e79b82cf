import { cookies } from 'next/headers'
import { AuthError, checkSiweMessage, createSignatureVerifier } from 'beacon-kit/server'
import { closeSession, issueNonce, openSession, sessionOf, spendNonce } from '../sessions.js'

// The sign-in API the kit's client speaks (GET nonce, POST verify, GET session, POST logout),
// checked with the kit's server entry.
const COOKIE = 'session'
const CHAIN_ID = 31337

const json = (body, status = 200) => Response.json(body, { status })
const refuse = (error) =>
  error instanceof AuthError
    ? json({ error: error.code, message: error.message }, error.status)
    : json({ error: 'invalid_request', message: 'The request could not be read' }, 400)

async function verify(request) {
  const { message, signature } = await request.json()
  // The site's public origin, as deployed: behind a proxy, the request's own URL may name another.
  const origins = [new URL(process.env.APP_ORIGIN)]
  const checked = checkSiweMessage(message, { origins, chainId: CHAIN_ID, now: new Date() })
  if (!spendNonce(checked.nonce)) return json({ error: 'invalid_nonce', message: 'The nonce is unknown or used' }, 401)
  const verifier = createSignatureVerifier({ chainId: CHAIN_ID, rpcUrl: process.env.RPC_URL })
  await verifier({ address: checked.address, message, signature })
  const id = openSession({ address: checked.address, chainId: checked.chainId })
  ;(await cookies()).set(COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/' })
  return json({ ok: true })
}

export async function GET(_request, { params }) {
  const { action } = await params
  if (action === 'nonce') return json({ nonce: issueNonce() })
  if (action === 'session') {
    const account = sessionOf((await cookies()).get(COOKIE)?.value)
    return json(account ? { authenticated: true, ...account } : { authenticated: false })
  }
  return json({ error: 'not_found' }, 404)
}

export async function POST(request, { params }) {
  const { action } = await params
  try {
    if (action === 'verify') return await verify(request)
  } catch (error) {
    return refuse(error)
  }
  if (action === 'logout') {
    const jar = await cookies()
    closeSession(jar.get(COOKIE)?.value)
    jar.delete(COOKIE)
    return json({ ok: true })
  }
  return json({ error: 'not_found' }, 404)
}
