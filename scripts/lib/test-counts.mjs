// What each test runner reports, read from its own output or JSON report: passed and failed
// counts, the names of the tests that failed (the summary repeats them, since a CI log may show
// only its tail), and the names of the tests that did not run (skipped, todo, ignored, expected to fail),
// so that npm test can refuse any of those that tests/allowed-skips.json does not list with a
// reason, and any entry of that list that no such test matches.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
// eslint-disable-next-line no-control-regex -- ANSI colour codes are what we strip
const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')

/** cargo test's summary lines; an ignored test is printed as `test <name> ... ignored`. */
export function cargoCounts(output) {
  const text = strip(output)
  let passed = 0
  let failed = 0
  for (const m of text.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
    passed += Number(m[1])
    failed += Number(m[2])
  }
  const failures = [...text.matchAll(/^test (.+?) \.\.\. FAILED/gm)].map((m) => m[1])
  const skipped = [...text.matchAll(/^test (.+?) \.\.\. ignored/gm)].map((m) => m[1])
  return { passed, failed, failures, skipped }
}

/**
 * Vitest's JSON report (scripts/lib/vitest-report.mjs): every test that is not passed or failed
 * did not run, and neither did one marked `it.fails` (status `fails`). Null without a report.
 */
export function vitestCounts(reportFile, root) {
  const report = readJson(reportFile)
  if (!report) return null
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ ...test, name: `${relative(root, file.name)} > ${test.fullName}` })),
  )
  const failures = tests.filter((test) => test.status === 'failed').map((test) => test.name)
  return {
    passed: tests.filter((test) => test.status === 'passed').length,
    failed: failures.length,
    failures,
    skipped: tests.filter((test) => test.status !== 'passed' && test.status !== 'failed').map((test) => test.name),
  }
}

/**
 * Playwright's JSON report. Not run: tests whose status is `skipped` (test.skip, test.fixme, …)
 * and tests expected to fail (test.fail), which Playwright counts as passed when they fail.
 * Null without a report.
 */
export function playwrightCounts(reportFile) {
  const report = readJson(reportFile)
  if (!report) return null
  const counts = { passed: 0, failed: 0, failures: [], skipped: [] }
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = [...titles, spec.title].join(' > ')
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          counts.failed += 1
          counts.failures.push(test.projectName ? `[${test.projectName}] ${name}` : name)
        } else if (test.status === 'skipped' || test.expectedStatus !== 'passed') counts.skipped.push(name)
        else counts.passed += 1
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [suite.title])
  return counts
}

/** The suites whose tests tests/allowed-skips.json can name. */
const SUITES = ['cargo', 'vitest', 'playwright']

/**
 * The tests allowed not to run: `[{ "suite": "vitest", "test": "<name as the summary prints
 * it>", "reason": "…" }]`. An entry without a reason, or for another suite, is an error.
 */
export function readAllowedSkips(file) {
  const list = readJson(file) ?? []
  if (!Array.isArray(list)) throw new Error(`${file}: expected a JSON array`)
  for (const entry of list) {
    if (!SUITES.includes(entry?.suite) || !entry?.test || !entry?.reason?.trim()) {
      throw new Error(
        `${file}: every entry needs "suite" (${SUITES.join(', ')}), "test" and a "reason": ${JSON.stringify(entry)}`,
      )
    }
  }
  return list
}

/**
 * Checks one suite's tests that did not run against the list: `refused` are those it does not
 * allow, `stale` the list's entries for this suite that name no test that did not run (a test
 * renamed, removed or running again), which would otherwise allow a future skip unnoticed.
 */
export function checkSkips(suite, skipped, allowed) {
  const names = new Set(allowed.filter((entry) => entry.suite === suite).map((entry) => entry.test))
  const notRun = new Set(skipped)
  return { refused: skipped.filter((name) => !names.has(name)), stale: [...names].filter((name) => !notRun.has(name)) }
}
