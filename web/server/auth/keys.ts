import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BaseError } from '../../shared/errors.ts'

/** The HMAC keys of session tokens: one signs new tokens, all of them are accepted. */
export interface SessionKeys {
  signing(): Buffer
  verifying(): Buffer[]
}

const KEY_FILE = 'session-hmac.key'
export const MIN_SECRET_CHARS = 32

/** A secret too short to be a 256-bit key. */
export class WeakSecretError extends BaseError {
  override name = 'WeakSecretError'
  constructor(variable: string) {
    super(`${variable} must be at least ${MIN_SECRET_CHARS} characters (e.g. \`openssl rand -hex 32\`)`)
  }
}

/** The key file exists but does not hold a key (truncated, edited by hand). */
export class KeyFileError extends BaseError {
  override name = 'KeyFileError'
  constructor(file: string) {
    super(`${file} does not hold a 256-bit hex key; delete it to create a new one`)
  }
}

/**
 * Keys from configuration (AUTH_SECRET), the same on every instance so any of them can check a
 * token another one issued. A previous secret keeps its tokens valid during a rotation.
 */
export function secretKeys(current: string, previous?: string): SessionKeys {
  if (current.length < MIN_SECRET_CHARS) throw new WeakSecretError('AUTH_SECRET')
  if (previous !== undefined && previous.length < MIN_SECRET_CHARS) throw new WeakSecretError('AUTH_SECRET_PREVIOUS')
  const keys = [current, previous].filter((k) => k !== undefined).map((k) => Buffer.from(k, 'utf8'))
  return { signing: () => keys[0], verifying: () => keys }
}

/**
 * One instance's key, created once in `dataDir` and read back after a restart, which keeps
 * people signed in across restarts. Deleting the key file signs everybody out. Loaded on first
 * use, so mounting the API creates no files until someone signs in.
 */
export function fileKey(dataDir: string): SessionKeys {
  let key: Buffer | undefined
  const load = () => (key ??= readOrCreateKey(dataDir))
  return { signing: load, verifying: () => [load()] }
}

function readOrCreateKey(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  try {
    // 'wx' fails when the file exists, so two processes starting together agree on one key.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  if (key.length < 32) throw new KeyFileError(file)
  return key
}
