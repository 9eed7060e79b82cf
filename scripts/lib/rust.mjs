// Finds (or installs) a Rust toolchain that can build for wasm32-unknown-unknown.
// Facts behind the choices are in shared/TOOLCHAIN.md: rustup's target cannot be downloaded on
// our machines, so we fall back to Debian's rustc-web, which can build std for wasm from source.
import { existsSync, readdirSync } from 'node:fs'
import { capture, run, step } from './run.mjs'

const WASM_TARGET = 'wasm32-unknown-unknown'
const DEBIAN_PACKAGES = ['rustc-web', 'cargo-web', 'rust-web-src', 'lld-22']

/** The vendored std sources that rust-web-src installs, or null. */
function debianStdVendor() {
  if (!existsSync('/usr/src')) return null
  const dir = readdirSync('/usr/src')
    .filter((d) => d.startsWith('rustc-'))
    .sort()
    .pop()
  const vendor = dir && `/usr/src/${dir}/library/vendor`
  return vendor && existsSync(vendor) ? vendor : null
}

function debianReady() {
  return (
    existsSync('/usr/bin/rustc') &&
    existsSync('/usr/bin/cargo') &&
    existsSync('/usr/bin/rust-lld') &&
    debianStdVendor() !== null
  )
}

function rustupHasTarget() {
  return (capture('rustup', ['target', 'list', '--installed']) ?? '').split('\n').includes(WASM_TARGET)
}

/**
 * Size flags for the wasm build, unstable ones (hence RUSTC_BOOTSTRAP): panic locations (file
 * names and line numbers) stay out of the module. With std built from source (Debian's path), a
 * panic also aborts at once instead of formatting a message nobody reads, which drops the
 * formatting code it would pull in.
 */
const SIZE_FLAGS = ['-Zlocation-detail=none']
const BUILD_STD_SIZE_FLAGS = [...SIZE_FLAGS, '-Zunstable-options', '-Cpanic=immediate-abort']

/**
 * Returns how to invoke cargo for a wasm build: `{ cmd, args, env }` to which the caller appends
 * its own cargo arguments. Installs Debian's toolchain when that is the only way.
 */
export function wasmCargo() {
  if (rustupHasTarget()) {
    return {
      cmd: 'cargo',
      args: ['build', '--target', WASM_TARGET],
      env: { RUSTC_BOOTSTRAP: '1', RUSTFLAGS: SIZE_FLAGS.join(' ') },
    }
  }
  if (!debianReady()) {
    const canApt = capture('sh', ['-c', 'command -v apt-get']) !== null
    if (!canApt) {
      throw new Error(
        `No Rust toolchain can build for ${WASM_TARGET}.\n` +
          `Install one of:\n  rustup target add ${WASM_TARGET}\n` +
          `  or (Debian) apt-get install ${DEBIAN_PACKAGES.join(' ')}`,
      )
    }
    step(`Installing Debian's Rust for wasm (${DEBIAN_PACKAGES.join(' ')})`)
    const sudo = process.getuid?.() === 0 ? [] : ['sudo']
    const apt = (...a) =>
      run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...a] : a, {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    apt('update', '-qq')
    apt('install', '-y', '-qq', ...DEBIAN_PACKAGES)
  }
  return {
    cmd: '/usr/bin/cargo',
    args: [
      'build',
      '--offline',
      '--target',
      WASM_TARGET,
      '-Zbuild-std=std,panic_abort',
      '--config',
      'source.crates-io.replace-with="stdvendor"',
      '--config',
      `source.stdvendor.directory="${debianStdVendor()}"`,
    ],
    env: { RUSTC_BOOTSTRAP: '1', RUSTC: '/usr/bin/rustc', RUSTFLAGS: BUILD_STD_SIZE_FLAGS.join(' ') },
  }
}

/** Makes sure native cargo (for fmt, clippy, test, bench) is on PATH. */
export function requireNativeCargo() {
  if (capture('cargo', ['--version']) === null) {
    throw new Error('cargo is not on PATH. Install Rust with rustup (https://rustup.rs) or apt-get install cargo.')
  }
}
