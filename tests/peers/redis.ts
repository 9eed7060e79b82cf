import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { RespClient } from '../../web/server/auth/store/resp'
import { freePort, waitFor } from './net'

export const REDIS_SERVER = '/usr/bin/redis-server'

export interface Redis {
  url: string
  /** A client of its own, for looking at keys. */
  client: RespClient
  /** Stops the server (as a crash would: connections drop, nothing is saved). */
  stop(): Promise<void>
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>
  /** Stops it for good and closes the client. */
  close(): Promise<void>
}

/**
 * Debian's redis-server on a free loopback port, with no persistence and no config file, so
 * tests never touch a system Redis. `npm test` installs the package when it is missing.
 */
export async function startRedis(): Promise<Redis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: run npm test once (it installs Debian's redis-server) or apt-get install redis-server`)
  }
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  const client = new RespClient(url)
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()

  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const self = child
    exited = new Promise((resolve) => self.once('exit', () => resolve()))
    await waitFor('redis-server', async () => (await client.command('PING')) === 'PONG')
  }
  const stop = async () => {
    child?.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url,
    client,
    stop,
    async restart() {
      await stop()
      await start()
    },
    async close() {
      await client.close()
      await stop()
    },
  }
}
