import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Browser tests run in two workers against one anvil. Most only read the chain; the files below
 * change it: they send transactions from the shared dev accounts (two at once would race for a
 * nonce) or stop anvil's automine (every other transaction would wait). Their tests take this
 * lock, so at most one of them runs at a time, beside any number of tests that only read.
 */
export const CHAIN_WRITERS = new Set([
  'safe.spec.ts',
  'safe-contracts.spec.ts',
  'test-wallet.spec.ts',
  'restored-request.spec.ts',
  'ui/account.spec.ts',
  'ui/layout.spec.ts',
  'walletconnect/app-switch.spec.ts',
  'walletconnect/request-links.spec.ts',
])

const POLL_MS = 50

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Takes the lock (a directory: mkdir is atomic), waiting for its holder; resolves with its release. */
export async function lockChain(dir: string): Promise<() => void> {
  const lock = join(dir, 'chain.lock')
  mkdirSync(dir, { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return () => rmSync(lock, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    // A worker that crashed holding the lock must not stall the run.
    const holder = Number(readFileSafe(join(lock, 'pid')))
    if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true })
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}
