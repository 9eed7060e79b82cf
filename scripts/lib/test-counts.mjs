// What each test runner reports, read from its own output or JSON report: passed and failed
// counts, and the names of the tests that did not run (skipped, todo, ignored), so that npm test
// can refuse any of those that tests/allowed-skips.json does not list with a reason.
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
  const skipped = [...text.matchAll(/^test (.+?) \.\.\. ignored/gm)].map((m) => m[1])
  return { passed, failed, skipped }
}

/** Vitest's JSON report: every test that is not passed or failed did not run. */
export function vitestCounts(reportFile, root) {
  const report = readJson(reportFile)
  if (!report) return null
  const skipped = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status !== 'passed' && test.status !== 'failed')
      .map((test) => `${relative(root, file.name)} > ${test.fullName}`),
  )
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped }
}

/** Playwright's JSON report: tests whose status is `skipped` (test.skip, test.fixme, …). */
export function playwrightCounts(reportFile) {
  const report = readJson(reportFile)
  if (!report) return null
  const skipped = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'skipped') skipped.push([...titles, spec.title].join(' > '))
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [suite.title])
  const { stats } = report
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped }
}

/**
 * The tests allowed not to run: `[{ "suite": "vitest", "test": "<name as the summary prints
 * it>", "reason": "…" }]`. An entry without a reason is an error.
 */
export function readAllowedSkips(file) {
  const list = readJson(file) ?? []
  if (!Array.isArray(list)) throw new Error(`${file}: expected a JSON array`)
  for (const entry of list) {
    if (!entry?.suite || !entry?.test || !entry?.reason?.trim()) {
      throw new Error(`${file}: every entry needs "suite", "test" and a "reason": ${JSON.stringify(entry)}`)
    }
  }
  return list
}

/** The skipped tests of one suite that the list does not allow. */
export function unallowedSkips(suite, skipped, allowed) {
  const ok = new Set(allowed.filter((entry) => entry.suite === suite).map((entry) => entry.test))
  return skipped.filter((name) => !ok.has(name))
}
