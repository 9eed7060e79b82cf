import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  cargoCounts,
  checkSkips,
  playwrightCounts,
  readAllowedSkips,
  vitestCounts,
} from '../../../scripts/lib/test-counts.mjs'

// What npm test (scripts/test.mjs) reads from each runner's report: a test that did not run,
// or that only "passed" by failing as it was marked to, must not count as passed.

const root = fileURLToPath(new URL('../../..', import.meta.url))
// Inside the repository, so the fixture's `import 'vitest'` resolves from node_modules.
const dir = `${root}.cache/test-counts-${process.pid}`
mkdirSync(dir, { recursive: true })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, content: unknown) => {
  const file = `${dir}/${name}`
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

describe('Vitest', () => {
  it('the report of scripts/lib/vitest-report.mjs: it.fails, skip and todo are not run; a marked test whose body passes failed', () => {
    write(
      'marked.test.ts',
      `import { describe, expect, it } from 'vitest'
describe('outer', () => {
  it('passes', () => expect(1).toBe(1))
  it.fails('fails as marked', () => expect(1).toBe(2))
  it.fails('passes although marked', () => expect(1).toBe(1))
  it.skip('skipped', () => expect(1).toBe(1))
  it.todo('todo')
})
it.fails('top-level, fails as marked', () => expect(1).toBe(2))
`,
    )
    // A configuration of its own: the repository's would look for tests/unit only.
    const config = write('vitest.config.mjs', "export default { test: { include: ['marked.test.ts'] } }")
    const report = `${dir}/vitest.json`
    const run = spawnSync(
      process.execPath,
      [
        `${root}node_modules/vitest/vitest.mjs`,
        'run',
        '--config',
        config,
        '--reporter',
        `${root}scripts/lib/vitest-report.mjs`,
        `--outputFile.json=${report}`,
      ],
      { cwd: dir, encoding: 'utf8' },
    )
    expect(run.status).toBe(1)
    expect(vitestCounts(report, dir)).toEqual({
      passed: 1,
      failed: 1,
      failures: ['marked.test.ts > outer passes although marked'],
      skipped: [
        'marked.test.ts > outer fails as marked',
        'marked.test.ts > outer skipped',
        'marked.test.ts > outer todo',
        'marked.test.ts > top-level, fails as marked',
      ],
    })
  })

  it('no report: null, which npm test turns into a failed stage', () => {
    expect(vitestCounts(`${dir}/missing.json`, dir)).toBeNull()
  })
})

describe('Playwright', () => {
  const test = (status: string, expectedStatus: string) => ({ status, expectedStatus, annotations: [], results: [] })
  const report = {
    suites: [
      {
        title: 'a.spec.ts',
        specs: [
          { title: 'passes', tests: [test('expected', 'passed')] },
          { title: 'fails', tests: [{ ...test('unexpected', 'passed'), projectName: 'phone' }] },
          { title: 'test.fail that failed', tests: [test('expected', 'failed')] },
          { title: 'test.fail that passed', tests: [test('unexpected', 'failed')] },
        ],
        suites: [{ title: 'group', specs: [{ title: 'test.skip', tests: [test('skipped', 'skipped')] }] }],
      },
    ],
    stats: { expected: 2, unexpected: 2, flaky: 0, skipped: 1 },
  }

  it('test.fail is not run when it fails as marked, failed when it passes; skip is not run', () => {
    expect(playwrightCounts(write('playwright.json', report))).toEqual({
      passed: 1,
      failed: 2,
      failures: ['[phone] a.spec.ts > fails', 'a.spec.ts > test.fail that passed'],
      skipped: ['a.spec.ts > test.fail that failed', 'a.spec.ts > group > test.skip'],
    })
  })

  it('no report: null', () => {
    expect(playwrightCounts(`${dir}/none.json`)).toBeNull()
  })
})

describe('cargo', () => {
  it('sums the result line of every test binary and names the failed and ignored tests', () => {
    const output = [
      'test a::works ... ok',
      'test a::breaks ... FAILED',
      'test a::later ... ignored',
      'test result: FAILED. 1 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s',
      'test result: \x1b[32mok\x1b[0m. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s',
    ].join('\n')
    expect(cargoCounts(output)).toEqual({ passed: 4, failed: 1, failures: ['a::breaks'], skipped: ['a::later'] })
  })
})

describe('tests/allowed-skips.json', () => {
  const allowed = [
    { suite: 'vitest', test: 'a.test.ts > skipped on purpose', reason: 'r' },
    { suite: 'vitest', test: 'a.test.ts > renamed since', reason: 'r' },
    { suite: 'playwright', test: 'b.spec.ts > other suite', reason: 'r' },
  ]

  it('refuses what it does not list, and calls stale what it lists for the suite but did not happen', () => {
    expect(checkSkips('vitest', ['a.test.ts > skipped on purpose', 'a.test.ts > forgotten'], allowed)).toEqual({
      refused: ['a.test.ts > forgotten'],
      stale: ['a.test.ts > renamed since'],
    })
    expect(checkSkips('playwright', [], allowed)).toEqual({ refused: [], stale: ['b.spec.ts > other suite'] })
  })

  it('an entry needs a known suite, a test and a reason', () => {
    expect(readAllowedSkips(write('allowed.json', allowed))).toHaveLength(3)
    expect(() => readAllowedSkips(write('other-suite.json', [{ suite: 'jest', test: 't', reason: 'r' }]))).toThrow(
      'every entry needs "suite" (cargo, vitest, playwright)',
    )
    expect(() => readAllowedSkips(write('no-reason.json', [{ suite: 'vitest', test: 't', reason: ' ' }]))).toThrow(
      'every entry needs',
    )
  })
})
