import { spawn } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Starts scripts/prepare-consumers.mjs in the background when this run may include the consumer
 * tests (no file filter, or one naming them): packing the kit and installing and building both
 * apps takes minutes on a fresh clone, which the other tests then overlap. The tests' fixture
 * (servers.ts) waits for it, or does it itself when it was not started.
 */
export function startConsumerBuilds(): { stop(): Promise<void> } {
  const filters = process.argv.slice(process.argv.indexOf('test') + 1).filter((arg) => !arg.startsWith('-'))
  if (filters.length > 0 && !filters.some((filter) => filter.includes('consumers'))) return { stop: async () => {} }
  mkdirSync(`${root}.cache/consumers`, { recursive: true })
  const log = openSync(`${root}.cache/consumers/prepare.log`, 'w')
  const child = spawn(process.execPath, ['scripts/prepare-consumers.mjs'], {
    cwd: root,
    stdio: ['ignore', log, log],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
