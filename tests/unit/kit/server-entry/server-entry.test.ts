import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { AuthError, checkSiweMessage } from '../../../../web/kit/server.ts'
import { bundleForNode } from '../../../../scripts/lib/node-bundle.mjs'

// The kit's server entry (web/kit/server.ts) in Node without a DOM: loading and using it reads no
// browser global, and its SIWE check accepts a good message and refuses a wrong one. The loading
// is watched in a Node process of its own (probe.ts behind traps.mjs): here the test files of a
// worker share one module graph and one global object, so the entry may be loaded already, and
// another file's timers may read `window` meanwhile.

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))
const cacheDir = fileURLToPath(new URL('../../../../.cache/server-entry-probe/', import.meta.url))

type ProbeReport = { exports: string[]; eoaVerified: boolean; browserGlobalsRead: string[] }

async function runProbe(): Promise<ProbeReport> {
  mkdirSync(cacheDir, { recursive: true })
  // Bundled with its dependencies left as packages, so Node loads viem after the traps.
  const outfile = `${cacheDir}probe-${process.pid}.mjs`
  await bundleForNode(here('./probe.ts'), outfile)
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', here('./traps.mjs'), outfile])
  return JSON.parse(stdout) as ProbeReport
}

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaf784d7bf4f2ff80')
const NOW = Date.parse('2026-11-28T12:00:00Z')
const message = (domain = 'app.example') =>
  createSiweMessage({
    address: account.address,
    chainId: 1,
    domain,
    nonce: 'abcdefgh12345678',
    uri: `https://${domain}/`,
    version: '1',
    issuedAt: new Date(NOW - 1_000),
  })

describe('web/kit/server.ts', () => {
  it('loads and verifies an EOA signature (no RPC asked) without reading window, document or storage; exports the sign-in checks', async () => {
    const report = await runProbe()
    expect(report.browserGlobalsRead).toEqual([])
    expect(report.eoaVerified).toBe(true)
    expect(report.exports).toEqual([
      'AuthError',
      'CLOCK_SKEW_MS',
      'CONTRACT_CHECK_DEADLINE_MS',
      'InvalidSignatureError',
      'NONCE_TTL_MS',
      'RPC_TIMEOUT_MS',
      'RpcUnavailableError',
      'checkSiweMessage',
      'createSignatureVerifier',
    ])
  })

  it("accepts a message for the site's origin and chain, and refuses another domain's", () => {
    const expected = { origins: [new URL('https://app.example')], chainId: 1, now: NOW }
    expect(checkSiweMessage(message(), expected)).toMatchObject({ address: account.address, chainId: 1 })
    let refusal: unknown
    try {
      checkSiweMessage(message('evil.example'), expected)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(AuthError)
    expect(refusal).toMatchObject({ status: 403, code: 'domain_mismatch' })
  })
})
