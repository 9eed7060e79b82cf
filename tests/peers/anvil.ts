import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort, waitFor } from './net.ts'

export interface Anvil {
  url: string
  chainId: number
  stop(): Promise<void>
}

/** The real anvil binary that `@foundry-rs/anvil` ships for this platform. */
function anvilBin(): string {
  const pkg = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
  return join(dirname(pkg), 'bin.mjs')
}

/** One JSON-RPC call over HTTP. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Starts anvil on a free loopback port and waits until it answers. */
export async function startAnvil(chainId = 31337): Promise<Anvil> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [anvilBin(), '--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitFor('anvil', async () => (await rpc<string>(url, 'eth_chainId')) === `0x${chainId.toString(16)}`)
  return {
    url,
    chainId,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
