// A content hash of a build's inputs, so `npm start` can skip a build whose inputs are unchanged.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function addPath(hash, path) {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) addPath(hash, join(path, name))
  } else {
    hash.update(path).update(readFileSync(path))
  }
}

/** Hashes files and folders (recursively) plus the given environment entries. */
export function hashInputs(paths, env) {
  const hash = createHash('sha256')
  for (const path of paths) addPath(hash, path)
  for (const [key, value] of Object.entries(env).sort()) hash.update(`${key}=${value}\n`)
  return hash.digest('hex')
}

export function stampMatches(file, digest) {
  return existsSync(file) && readFileSync(file, 'utf8') === digest
}

export function writeStamp(file, digest) {
  writeFileSync(file, digest)
}
