import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RedisClient } from '../../web/server/auth/store/redis-client.ts'
import { freePort, waitFor } from './net.ts'

export const REDIS_SERVER = '/usr/bin/redis-server'
const OPENSSL = '/usr/bin/openssl'

export interface RedisPeerOptions {
  /** Serve TLS only (rediss://), with a certificate for 127.0.0.1 from a CA made for this run. */
  tls?: boolean
  /** An ACL user the URL signs in as, allowed only the auth store's keys (`kit-auth:*`). */
  user?: { name: string; password: string }
  /** The database number the URL selects. */
  db?: number
}

export interface Redis {
  /** What AUTH_REDIS_URL would be: scheme, user, password and database as asked. */
  url: string
  /** The CA file a rediss:// client must trust (AUTH_REDIS_CA_FILE), with `tls`. */
  caFile?: string
  /** The same server as the default user on the same database, for looking at keys. */
  client: RedisClient
  /** Stops the server (as a crash would: connections drop, nothing is saved). */
  stop(): Promise<void>
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>
  /** Stops it for good and closes the client. */
  close(): Promise<void>
}

/** A CA and a server certificate for 127.0.0.1 signed by it, made with openssl in `dir`. */
function makeCertificates(dir: string): { ca: string; cert: string; key: string } {
  const at = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync(OPENSSL, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=kit test CA',
  )
  openssl('req', ...ec, '-keyout', at('server.key'), '-out', at('server.csr'), '-subj', '/CN=127.0.0.1')
  writeFileSync(at('server.ext'), 'subjectAltName=IP:127.0.0.1\n')
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.crt'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('server.crt'),
    '-days',
    '2',
    '-extfile',
    at('server.ext'),
  )
  return { ca: at('ca.crt'), cert: at('server.crt'), key: at('server.key') }
}

/**
 * Debian's redis-server on a free loopback port, with no persistence and no config file, so
 * tests never touch a system Redis. `npm test` installs the package (and openssl) when missing;
 * Debian 12 builds redis-server with TLS.
 */
export async function startRedis({ tls = false, user, db = 0 }: RedisPeerOptions = {}): Promise<Redis> {
  for (const file of [REDIS_SERVER, ...(tls ? [OPENSSL] : [])]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run npm test once (it installs the Debian packages the tests need)`)
  }
  const port = await freePort()
  const dir = tls ? mkdtempSync(join(tmpdir(), 'kit-redis-tls-')) : undefined
  const certs = dir ? makeCertificates(dir) : undefined
  const scheme = tls ? 'rediss' : 'redis'
  const credentials = user ? `${encodeURIComponent(user.name)}:${encodeURIComponent(user.password)}@` : ''
  const url = `${scheme}://${credentials}127.0.0.1:${port}${db ? `/${db}` : ''}`
  const client = new RedisClient(`${scheme}://127.0.0.1:${port}${db ? `/${db}` : ''}`, { caFile: certs?.ca })
  const listen = certs
    ? [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--tls-cert-file',
        certs.cert,
        '--tls-key-file',
        certs.key,
        '--tls-ca-cert-file',
        certs.ca,
        '--tls-auth-clients',
        'no',
      ]
    : ['--port', String(port)]
  // The user may touch only the store's keys, with every command the store uses.
  const acl = user ? ['--user', user.name, 'on', `>${user.password}`, '~kit-auth:*', '+@all'] : []
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()

  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      [...listen, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning', ...acl],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
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
    caFile: certs?.ca,
    client,
    stop,
    async restart() {
      await stop()
      await start()
    },
    async close() {
      await client.close()
      await stop()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}
