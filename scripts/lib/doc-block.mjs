// Writes generated text into a Markdown document between two marker comments,
//   <!-- name:start --> … <!-- name:end -->
// replacing what was there and leaving the rest of the document as it is. `npm run bench` and
// `npm run size` write their tables into docs/performance.md this way, so nobody pastes them.
import { cpus, loadavg } from 'node:os'
import { readFileSync, writeFileSync } from 'node:fs'

/** The document with the block `name` holding `body`; throws when the markers are missing or out of order. */
export function replaceBlock(text, name, body) {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from || text.indexOf(start, from + 1) >= 0 || text.indexOf(end, to + 1) >= 0) {
    throw new Error(`expected one ${start} followed by one ${end}`)
  }
  return `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`
}

/** Rewrites the block `name` of `file` in place. */
export function writeBlock(file, name, body) {
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), name, body))
}

/** The text a terminal shows, without colour codes. */
// eslint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
export const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')

/** "2026-11-26 12:30 UTC, 2 cores (…), Node v20.20.2, load average 1.9": when and where a run measured. */
export function measuredOn(date = new Date()) {
  const cores = cpus()
  return (
    `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}), ` +
    `Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`
  )
}
