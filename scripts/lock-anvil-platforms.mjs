// Our npm registry serves only anvil's linux-x64 binary package, so `npm install` cannot record
// @foundry-rs/anvil's other optional platform packages in package-lock.json, and `npm ci` then
// refuses the lock as out of sync. This adds those entries (optional, marked with their os/cpu, so
// npm skips them on other platforms without fetching). npm install keeps them once present; run
// this again only if package-lock.json is regenerated from scratch.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url))
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const anvil = lock.packages['node_modules/@foundry-rs/anvil']
const PLATFORMS = { darwin: 'darwin', linux: 'linux', win32: 'win32' }
const CPUS = { amd64: 'x64', arm64: 'arm64' }

for (const name of Object.keys(anvil.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`
  if (lock.packages[key]) continue
  const [, os, cpu] = /anvil-(\w+)-(\w+)$/.exec(name)
  const version = anvil.optionalDependencies[name]
  const base = name.split('/')[1]
  lock.packages[key] = {
    version,
    resolved: `https://registry.npmjs.org/${name}/-/${base}-${version}.tgz`,
    license: anvil.license,
    optional: true,
    os: [PLATFORMS[os]],
    cpu: [CPUS[cpu]],
  }
  console.log(`added ${name}@${version} (${os}/${cpu})`)
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
