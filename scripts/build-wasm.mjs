// Builds crates/wasm for wasm32-unknown-unknown and copies it to web/generated/core.wasm.
// Cargo's own fingerprinting makes a rebuild with nothing changed take well under a second.
import { copyFileSync, mkdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { run, step } from './lib/run.mjs'
import { wasmCargo } from './lib/rust.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const targetDir = `${root}target/wasm`
const out = `${root}web/generated/core.wasm`

export function buildWasm() {
  step('Building the wasm core (crates/wasm)')
  const { cmd, args, env } = wasmCargo()
  run(cmd, [...args, '--release', '-p', 'wasm', '--target-dir', targetDir], {
    cwd: root,
    env: { ...process.env, ...env },
  })
  mkdirSync(`${root}web/generated`, { recursive: true })
  copyFileSync(`${targetDir}/wasm32-unknown-unknown/release/wasm.wasm`, out)
  console.log(`  web/generated/core.wasm: ${(statSync(out).size / 1024).toFixed(1)} KiB`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWasm()
