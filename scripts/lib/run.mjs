// Small process helpers shared by the scripts.
import { spawn, spawnSync } from 'node:child_process'

/** Prints a step header so long runs are easy to follow. */
export function step(title) {
  console.log(`\n\x1b[1m▸ ${title}\x1b[0m`)
}

/** Runs a command with inherited output; throws with a clear message when it fails. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts })
  if (res.error) throw new Error(`${cmd}: ${res.error.message}`)
  if (res.status !== 0) throw new Error(`${[cmd, ...args].join(' ')} exited with ${res.status}`)
}

/** Runs a command and returns its trimmed stdout, or null when it cannot run or fails. */
export function capture(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', ...opts })
  return res.status === 0 ? res.stdout.trim() : null
}

/** Runs a command asynchronously, resolving to its exit code (output inherited). */
export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts })
    child.on('error', () => resolve(127))
    child.on('exit', (code) => resolve(code ?? 1))
  })
}
