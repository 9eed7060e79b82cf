// Vitest's JSON reporter, except that a test marked `it.fails` whose body failed (as marked) is
// reported with the status `fails`, not `passed`: it checked nothing the product does, so npm
// test counts it as not run. Vitest's own report has no trace of the mark.
import { JsonReporter } from 'vitest/node'

/** A test's key: its file and the names of its suites and its own, as the JSON report has them. */
const keyOf = (file, ancestorTitles, title) => `${file}\0${[...ancestorTitles, title].join('\0')}`

/** The suites above a test, outermost first, walked as JsonReporter walks them (task.suite). */
function ancestorTitles(task) {
  const titles = []
  for (let suite = task.suite; suite; suite = suite.suite) titles.unshift(suite.name)
  return titles
}

export default class VitestReport extends JsonReporter {
  #expectedFailures = new Set()

  onTestRunEnd(testModules, ...rest) {
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        if (test.options.fails)
          this.#expectedFailures.add(keyOf(testModule.moduleId, ancestorTitles(test.task), test.name))
      }
    }
    return super.onTestRunEnd(testModules, ...rest)
  }

  writeReport(text) {
    const report = JSON.parse(text)
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        // A marked test whose body passed is a failure already; only the "expected" failure changes.
        if (test.status === 'passed' && this.#expectedFailures.has(keyOf(file.name, test.ancestorTitles, test.title)))
          test.status = 'fails'
      }
    }
    return super.writeReport(JSON.stringify(report))
  }
}
