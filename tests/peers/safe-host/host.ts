import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, type Address } from 'viem'
import { isHarnessSafe, PENDING_SAFE, SAFE_ADDRESS, type SafePeerOptions } from './fixtures.ts'
import { confirmMessages, handleCall, type HostContext, type HostSettings } from './host-methods.ts'
import { hostPage } from './host-page.ts'
import { confirmTransactions, rejectTransaction } from './transactions.ts'

export interface SafeHost {
  url: string
  /**
   * The same server as `http://localhost:<port>`: another site than the app on 127.0.0.1 (ports do
   * not make a site), as Safe{Wallet} is, so the app runs in a cross-site frame.
   */
  crossSiteUrl: string
  /** Where the page frames the app (set once the app is built for this host's origin). */
  setAppUrl(url: string): void
  stop(): Promise<void>
}

const DEFAULTS: HostSettings = {
  safe: SAFE_ADDRESS,
  reject: false,
  grantPermissions: true,
  infoDelayMs: 0,
  proposer: false,
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of req) text += chunk
  return text ? JSON.parse(text) : undefined
}

/**
 * The Safe host harness on its own loopback port (so a different origin from the app): serves
 * the host page at `/` (`?app=` overrides the framed URL, `?safe=` the Safe, `?delay=` how late
 * it answers getSafeInfo) and answers the
 * page's relayed calls at `/rpc`. Tests play the other owners through `/control/*`. The Safes
 * must be on anvil already (index.ts deploys them).
 */
export async function startSafeHost({ chainId, anvilUrl, state }: SafePeerOptions): Promise<SafeHost> {
  let appUrl = 'about:blank'
  const ctx: HostContext = { chainId, anvilUrl, hostOrigin: '', appOrigin: '', state, permissions: new Map() }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', ctx.hostOrigin)
    if (req.method === 'GET' && url.pathname === '/') {
      const framed = url.searchParams.get('app') ?? appUrl
      // The page's own origin, whichever of the server's two names it was opened on.
      ctx.hostOrigin = `http://${req.headers.host}`
      ctx.appOrigin = new URL(framed).origin
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(framed, DEFAULTS))
      return
    }
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.method === 'POST' && url.pathname === '/rpc') {
      readJson(req)
        .then((body) => {
          const { session, settings, method, params } = body as {
            session: string
            settings: HostSettings & { safe: Address }
            method: string
            params: unknown
          }
          return handleCall(ctx, session, settings, method, params)
        })
        .then(
          (data) => reply(200, { data }),
          (error: Error) => reply(200, { error: error.message }),
        )
      return
    }
    if (req.method === 'POST' && url.pathname === '/control/confirm-messages') {
      confirmMessages(ctx).then(
        (confirmed) => reply(200, { confirmed }),
        (error: Error) => reply(500, { error: error.message }),
      )
      return
    }
    if (req.method === 'POST' && url.pathname === '/control/confirm-transactions') {
      // ?safe= picks the Safe; by default the one whose owners wait for this call. ?owners=N
      // lets only N more owners confirm, ?execute=0 leaves a transaction confirmed enough unexecuted.
      const safe = url.searchParams.get('safe') ?? PENDING_SAFE
      if (!isHarnessSafe(safe)) return void reply(404, { error: `${safe} is not a harness Safe` })
      const owners = url.searchParams.get('owners')
      confirmTransactions(anvilUrl, state, getAddress(safe), {
        owners: owners === null ? undefined : Number(owners),
        execute: url.searchParams.get('execute') !== '0',
      }).then(
        (confirmed) => reply(200, { confirmed }),
        (error: Error) => reply(500, { error: error.message }),
      )
      return
    }
    if (req.method === 'POST' && url.pathname === '/control/reject-transaction') {
      // The owners replace the next pending transaction of ?safe= with a rejection, executed.
      const safe = url.searchParams.get('safe') ?? ''
      if (!isHarnessSafe(safe)) return void reply(404, { error: `${safe} is not a harness Safe` })
      rejectTransaction(anvilUrl, state, getAddress(safe)).then(
        (rejected) => reply(200, { rejected: rejected ?? null }),
        (error: Error) => reply(500, { error: error.message }),
      )
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  ctx.hostOrigin = `http://127.0.0.1:${port}`
  return {
    url: ctx.hostOrigin,
    crossSiteUrl: `http://localhost:${port}`,
    setAppUrl: (url) => {
      appUrl = url
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
