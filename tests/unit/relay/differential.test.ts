// Differential test: seeded cases through @walletconnect/utils and through our wasm core; any
// disagreement fails. Every case runs on the full relay module (every port); the cases of the
// functions the page's module exports (sign-client's checks) run on that module as well, which
// must answer the same. Replay a run with RELAY_SEED=<seed> (printed below); RELAY_CASES sets how
// many cases (default 100,000).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CoreAbi } from '../../../web/src/core/abi'
import { CORE_WASM_PATHS, RELAY_FULL_WASM_PATH } from '../../../web/src/core/load-node'
import { encodeArgs, instantiateRelay, reviveUndefined } from '../../../web/src/core/relay'
import { Generator, rng } from './generate'
import { runReference } from './reference'

const seed = Number(process.env.RELAY_SEED ?? Date.now() % 2 ** 32) >>> 0
const count = Number(process.env.RELAY_CASES ?? 100_000)

async function loadAbi(path: string): Promise<CoreAbi> {
  return new CoreAbi(await instantiateRelay(readFileSync(path)))
}

/** What the page's module (crates/wasm-relay) exports by name through `relay_call`. */
const PAGE_FUNCTIONS = new Set(['validateConnect', 'validateApprove'])

interface Diff {
  index: number
  fn: string
  args: string
  reference: string
  ours: string
}

describe('relay core agrees with @walletconnect/utils 2.25.0', () => {
  it(`on ${count} generated cases (RELAY_SEED=${seed})`, async () => {
    console.log(`relay differential: RELAY_SEED=${seed} RELAY_CASES=${count}`)
    const abi = await loadAbi(RELAY_FULL_WASM_PATH)
    const page = await loadAbi(CORE_WASM_PATHS.relay)
    let pageCases = 0
    const generator = new Generator(rng(seed))
    const diffs: Diff[] = []
    const perFn = new Map<string, number>()
    const kinds = { returns: 0, errorObjects: 0, throws: 0 }
    for (let index = 0; index < count; index++) {
      const { fn, args } = generator.case()
      const wire = encodeArgs(args)
      // Both sides see the same input: what survives the JSON boundary.
      const reference = runReference(fn, reviveUndefined(JSON.parse(wire)) as unknown[])
      const request = `{"fn":${JSON.stringify(fn)},"args":${wire}}`
      const ours = abi.callText('relay_call', request)
      if (PAGE_FUNCTIONS.has(fn)) {
        pageCases++
        const fromPage = page.callText('relay_call', request)
        if (fromPage !== ours) diffs.push({ index, fn, args: wire, reference: `the full module's ${ours}`, ours: `the page module's ${fromPage}` })
      }
      perFn.set(fn, (perFn.get(fn) ?? 0) + 1)
      let agree: boolean
      kinds[reference.kind === 'throws' ? 'throws' : reference.json.includes('"code":') ? 'errorObjects' : 'returns']++
      if (reference.kind === 'return') {
        agree = ours === reference.json
      } else {
        const thrown = JSON.parse(ours) as { throws?: { message: string } }
        // V8 words TypeErrors after the reference's minified source; only the throw must match.
        agree = thrown.throws !== undefined && (reference.typeError || thrown.throws.message === reference.message)
      }
      if (!agree) {
        const shown = reference.kind === 'return' ? reference.json : `throws ${reference.typeError ? 'TypeError' : 'Error'}: ${reference.message}`
        diffs.push({ index, fn, args: wire, reference: shown, ours })
      }
    }
    console.log(`relay differential: reference returned ${kinds.returns}, error objects ${kinds.errorObjects}, threw ${kinds.throws}`)
    console.log(`relay differential: ${[...perFn].map(([fn, n]) => `${fn}=${n}`).join(' ')}`)
    console.log(`relay differential: ${pageCases} cases also ran on the page's module`)
    expect(pageCases, 'cases for the page module').toBeGreaterThan(0)
    if (diffs.length) {
      console.log(`relay differential: ${diffs.length} disagreements (RELAY_SEED=${seed}); first few:`)
      for (const d of diffs.slice(0, 5)) console.log(JSON.stringify(d, null, 2))
    }
    expect(diffs.length, `disagreements with RELAY_SEED=${seed}`).toBe(0)
  })
})
