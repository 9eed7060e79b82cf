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

/**
 * Runs a command in `cwd` with its output collected (and shown as it comes unless `quiet`);
 * resolves to { code, output, seconds }, never rejects.
 */
export function collect(cmd, args, { cwd, env = {}, quiet = false }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, FORCE_COLOR: '1' },
    })
    let output = ''
    const tee = (to) => (chunk) => {
      output += chunk
      if (!quiet) to.write(chunk)
    }
    child.stdout.on('data', tee(process.stdout))
    child.stderr.on('data', tee(process.stderr))
    const done = (code, text = '') => resolve({ code, output: output + text, seconds: (Date.now() - started) / 1000 })
    child.on('error', (error) => done(127, String(error)))
    child.on('exit', (code) => done(code ?? 1))
  })
}
