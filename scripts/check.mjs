// npm run check: the static checks npm test runs (scripts/lib/checks.mjs): cargo fmt --check,
// cargo clippy -D warnings, tsc --noEmit, eslint and prettier --check, side by side, each one's
// output printed whole once it ends, then a summary. No build, no test.
import { fileURLToPath } from 'node:url'
import { CHECKS } from './lib/checks.mjs'
import { collect, step } from './lib/run.mjs'
import { ensureNpm } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  ensureNpm()
} catch (error) {
  console.error(`\n\x1b[31m✗ npm run check failed:\x1b[0m ${error.message}`)
  process.exit(1)
}
const results = await Promise.all(
  CHECKS.map(async (check) => {
    const result = await collect(check.cmd, check.args, { cwd: root, quiet: true })
    process.stdout.write(`\n\x1b[1m▸ ${check.name} (${result.seconds.toFixed(1)} s)\x1b[0m\n${result.output}`)
    return { ...check, ...result }
  }),
)
step('Summary')
for (const r of results) console.log(`  ${r.code === 0 ? '✓' : '✗'} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`)
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
