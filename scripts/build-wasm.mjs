// Builds the core's two WebAssembly modules (crates/wasm-qr, crates/wasm-relay) in one cargo run
// for wasm32-unknown-unknown, and copies them to web/generated/. Cargo's own fingerprinting makes
// a rebuild with nothing changed take well under a second.
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { run, step } from './lib/run.mjs'
import { wasmCargo } from './lib/rust.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const targetDir = `${root}target/wasm`

/** Cargo package → the file the app and the tests load it from. */
export const WASM_MODULES = {
  'wasm-qr': 'web/generated/core-qr.wasm',
  'wasm-relay': 'web/generated/core-relay.wasm',
}

export function buildWasm() {
  step('Building the wasm core (crates/wasm-qr, crates/wasm-relay)')
  const { cmd, args, env } = wasmCargo()
  const packages = Object.keys(WASM_MODULES).flatMap((name) => ['-p', name])
  run(cmd, [...args, '--release', ...packages, '--target-dir', targetDir], {
    cwd: root,
    env: { ...process.env, ...env },
  })
  mkdirSync(`${root}web/generated`, { recursive: true })
  for (const [name, out] of Object.entries(WASM_MODULES)) {
    copyFileSync(`${targetDir}/wasm32-unknown-unknown/release/${name.replace('-', '_')}.wasm`, `${root}${out}`)
    console.log(`  ${out}: ${(statSync(`${root}${out}`).size / 1024).toFixed(1)} KiB`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWasm()
