// Builds the core's WebAssembly modules in one cargo run for wasm32-unknown-unknown with the
// size-optimised `wasm` profile (Cargo.toml), and copies them to web/generated/. Cargo's own
// fingerprinting makes a rebuild with nothing changed take well under a second.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { run, step } from './lib/run.mjs'
import { wasmCargo } from './lib/rust.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const targetDir = `${root}target/wasm`

/**
 * Cargo package → the file the app and the tests load it from. The page loads the first three;
 * the full validation module (every port, for the differential test) only ever runs in Node.
 */
export const WASM_MODULES = {
  'wasm-qr': 'web/generated/core-qr.wasm',
  'wasm-validate': 'web/generated/core-validate.wasm',
  'wasm-auth': 'web/generated/core-auth.wasm',
  'wasm-validate-full': 'web/generated/core-validate-full.wasm',
}

/** Raw and gzip (level 9, as `npm run size` counts) bytes of a built module. */
export function wasmSize(path) {
  const bytes = readFileSync(path)
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

/** "109.6 KiB raw, 39.5 KiB gzip" */
export const formatSize = ({ raw, gzip }) => `${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`

/**
 * Puts a built module where the app and the tests load it. A module that did not change is left
 * alone, and a new one replaces the old in one rename: npm test rebuilds the app (and so runs this
 * again) while Vitest reads these files, which must never see one half-written.
 */
function publish(built, out) {
  const bytes = readFileSync(built)
  if (existsSync(out) && readFileSync(out).equals(bytes)) return
  writeFileSync(`${out}.tmp`, bytes)
  renameSync(`${out}.tmp`, out)
}

export function buildWasm() {
  step(
    `Building the wasm core (${Object.keys(WASM_MODULES)
      .map((name) => `crates/${name}`)
      .join(', ')})`,
  )
  const { cmd, args, env } = wasmCargo()
  // The page's validation module builds on its own: in one cargo run, Cargo would unify the
  // wc-validate crate's features and compile the CACAO ports into it too
  // (crates/wc-validate/Cargo.toml).
  const apart = ['wasm-validate']
  for (const group of [apart, Object.keys(WASM_MODULES).filter((name) => !apart.includes(name))]) {
    run(cmd, [...args, '--profile', 'wasm', ...group.flatMap((name) => ['-p', name]), '--target-dir', targetDir], {
      cwd: root,
      env: { ...process.env, ...env },
    })
  }
  mkdirSync(`${root}web/generated`, { recursive: true })
  for (const [name, out] of Object.entries(WASM_MODULES)) {
    publish(`${targetDir}/wasm32-unknown-unknown/wasm/${name.replaceAll('-', '_')}.wasm`, `${root}${out}`)
    console.log(`  ${out}: ${formatSize(wasmSize(`${root}${out}`))}`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWasm()
