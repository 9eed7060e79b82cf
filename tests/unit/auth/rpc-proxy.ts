import { createServer, type IncomingMessage } from 'node:http'

/** How the proxy answers one JSON-RPC request: passed on, never answered, or "busy, come back in a minute". */
export type ProxyAnswer = 'forward' | 'stall' | 'busy'

export interface RpcProxy {
  url: string
  close(): Promise<void>
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

/**
 * An HTTP JSON-RPC endpoint on 127.0.0.1 in front of `target` (anvil) that answers each request
 * as `answer(method)` says: a slow or overloaded RPC, for the sign-in's time bounds.
 */
export async function rpcProxy(target: string, answer: (method: string) => ProxyAnswer): Promise<RpcProxy> {
  const server = createServer((req, res) => {
    void bodyOf(req).then(async (body) => {
      const parsed = JSON.parse(body) as { method: string } | { method: string }[]
      const verdict = answer(Array.isArray(parsed) ? parsed[0].method : parsed.method)
      if (verdict === 'stall') return
      if (verdict === 'busy') return void res.writeHead(503, { 'retry-after': '30' }).end('busy')
      const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
