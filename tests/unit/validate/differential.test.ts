// Differential test: seeded cases through @walletconnect/utils and through our wasm core; any
// disagreement fails. Every case runs on the full validation module (every port); the cases of
// the functions a page module exports (sign-client's checks in the validation module, the CACAO
// checks in the auth module) run on that module as well, which must answer the same. Replay a run
// with VALIDATE_SEED=<seed> (printed below); VALIDATE_CASES sets how many validation cases
// (default 100,000), CACAO_CASES how many CACAO and ReCap cases (default 20,000). The cases run in
// batches, one test each with a generator seeded from VALIDATE_SEED and the batch's number, so each
// test does a few seconds of CPU at most: a loaded machine stretches wall time several times over
// (in one run 100,000 cases in a single test took 66 s on a busy machine, past the 60 s time-out)
// while the work stays the same.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CoreAbi } from '../../../web/kit/wasm/abi.ts'
import { CORE_WASM_PATHS, VALIDATE_FULL_WASM_PATH } from '../../../web/kit/wasm/load-node.ts'
import { encodeArgs, instantiateWcModule, reviveUndefined } from '../../../web/kit/wasm/validate.ts'
import { Generator, rng, type Case } from './generate.ts'
import { CacaoGenerator } from './generate-cacao.ts'
import { runReference } from './reference.ts'

const seed = Number(process.env.VALIDATE_SEED ?? Date.now() % 2 ** 32) >>> 0
const count = Number(process.env.VALIDATE_CASES ?? 100_000)
const cacaoCount = Number(process.env.CACAO_CASES ?? 20_000)

/** Validation cases per test: about a second of CPU on our machines (CACAO cases cost about 4×). */
const CASES_PER_TEST = 10_000
const CACAO_CASES_PER_TEST = 2_500

interface Batch {
  /** The batch's number, from 0: with the run's seed, it seeds the batch's generator. */
  number: number
  first: number
  count: number
}

function batches(total: number, size: number): Batch[] {
  return Array.from({ length: Math.ceil(total / size) }, (_, number) => ({
    number,
    first: number * size,
    count: Math.min(size, total - number * size),
  }))
}

const batchName = (batch: Batch, total: number) =>
  `cases ${batch.first + 1}-${batch.first + batch.count} of ${total} (VALIDATE_SEED=${seed}, batch ${batch.number})`

async function loadAbi(path: string): Promise<CoreAbi> {
  return new CoreAbi(await instantiateWcModule(readFileSync(path)))
}

/** What the page's validation module (crates/wasm-validate) exports by name through `wc_call`. */
const PAGE_FUNCTIONS = new Set(['validateConnect', 'validateApprove'])

/** What the auth module (crates/wasm-auth) exports by name through `wc_call`. */
const AUTH_FUNCTIONS = new Set([
  'populateAuthPayload',
  'isCacaoBoundToRequest',
  'formatMessage',
  'getRecapFromResources',
  'decodeRecap',
  'isValidRecap',
  'getMethodsFromRecap',
  'getChainsFromRecap',
  'getDidAddress',
  'getNamespacedDidChainId',
])

interface Diff {
  index: number
  fn: string
  args: string
  reference: string
  ours: string
}

/** Runs the batch's cases from `next` on the full module and on `page` for the names in `pageFunctions`. */
async function differential(
  label: string,
  batch: Batch,
  next: () => Case,
  pagePath: string,
  pageFunctions: Set<string>,
) {
  console.log(`${label} differential: VALIDATE_SEED=${seed} batch ${batch.number}: cases=${batch.count}`)
  const abi = await loadAbi(VALIDATE_FULL_WASM_PATH)
  const page = await loadAbi(pagePath)
  let pageCases = 0
  const diffs: Diff[] = []
  const perFn = new Map<string, { cases: number; agree: number; threw: number }>()
  const kinds = { returns: 0, errorObjects: 0, throws: 0 }
  for (let index = batch.first; index < batch.first + batch.count; index++) {
    const { fn, args } = next()
    const wire = encodeArgs(args)
    // Both sides see the same input: what survives the JSON boundary.
    const reference = runReference(fn, reviveUndefined(JSON.parse(wire)) as unknown[])
    const request = `{"fn":${JSON.stringify(fn)},"args":${wire}}`
    const ours = abi.callText('wc_call', request)
    if (pageFunctions.has(fn)) {
      pageCases++
      const fromPage = page.callText('wc_call', request)
      if (fromPage !== ours)
        diffs.push({
          index,
          fn,
          args: wire,
          reference: `the full module's ${ours}`,
          ours: `the page module's ${fromPage}`,
        })
    }
    let agree: boolean
    kinds[reference.kind === 'throws' ? 'throws' : reference.json.includes('"code":') ? 'errorObjects' : 'returns']++
    if (reference.kind === 'return') {
      agree = ours === reference.json
    } else {
      const thrown = JSON.parse(ours) as { throws?: { message: string } }
      // V8 words TypeErrors after the reference's minified source; only the throw must match.
      agree = thrown.throws !== undefined && (reference.typeError || thrown.throws.message === reference.message)
    }
    const stats = perFn.get(fn) ?? { cases: 0, agree: 0, threw: 0 }
    stats.cases++
    if (reference.kind === 'throws') stats.threw++
    if (agree) stats.agree++
    perFn.set(fn, stats)
    if (!agree) {
      const shown =
        reference.kind === 'return'
          ? reference.json
          : `throws ${reference.typeError ? 'TypeError' : 'Error'}: ${reference.message}`
      diffs.push({ index, fn, args: wire, reference: shown, ours })
    }
  }
  console.log(
    `${label} differential: reference returned ${kinds.returns}, error objects ${kinds.errorObjects}, threw ${kinds.throws}`,
  )
  const agreement = [...perFn].map(
    ([fn, s]) => `${fn}=${s.cases}/${s.threw}${s.agree === s.cases ? '' : ` (${s.agree} agree)`}`,
  )
  console.log(
    `${label} differential: cases/of which the reference threw, per function (all agreeing unless said): ${agreement.join(' ')}`,
  )
  console.log(`${label} differential: ${pageCases} cases also ran on ${pagePath.replace(/.*\//, '')}`)
  expect(pageCases, 'cases for the page module').toBeGreaterThan(0)
  if (diffs.length) {
    console.log(
      `${label} differential: ${diffs.length} disagreements (VALIDATE_SEED=${seed}, batch ${batch.number}); the first of each function:`,
    )
    const firsts = [...new Map(diffs.map((d) => [d.fn, d] as const)).values()].reverse()
    for (const d of firsts.slice(0, 8)) console.log(JSON.stringify(d, null, 2))
  }
  expect(diffs.length, `disagreements with VALIDATE_SEED=${seed}, batch ${batch.number}`).toBe(0)
  return perFn
}

const batchSeed = (batch: Batch) => (seed + batch.number) >>> 0

describe('validation core agrees with @walletconnect/utils 2.25.0', () => {
  for (const batch of batches(count, CASES_PER_TEST))
    it(`on generated ${batchName(batch, count)}`, async () => {
      const generator = new Generator(rng(batchSeed(batch)))
      await differential('validate', batch, () => generator.case(), CORE_WASM_PATHS.validate, PAGE_FUNCTIONS)
    })

  for (const batch of batches(cacaoCount, CACAO_CASES_PER_TEST))
    it(`on generated CACAO and ReCap ${batchName(batch, cacaoCount)}`, async () => {
      const generator = new CacaoGenerator(rng(batchSeed(batch)))
      const perFn = await differential('cacao', batch, () => generator.case(), CORE_WASM_PATHS.auth, AUTH_FUNCTIONS)
      // Every auth-module function is exercised.
      for (const fn of AUTH_FUNCTIONS) expect(perFn.get(fn)?.cases, fn).toBeGreaterThan(0)
    })
})
