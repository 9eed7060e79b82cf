import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { measuredOn, plain, replaceBlock, writeBlock } from '../../../scripts/lib/doc-block.mjs'

// npm run bench and npm run size write their tables into docs/performance.md between marker
// comments: the block is replaced, everything around it is kept.

const doc = [
  '# Performance',
  '',
  'Prose before.',
  '<!-- size:start -->',
  'old table',
  '<!-- size:end -->',
  'Prose after.',
  '<!-- bench:start -->',
  'old bench',
  '<!-- bench:end -->',
  '',
].join('\n')

describe('the generated blocks of docs/performance.md', () => {
  it('replaces one block and keeps the rest of the document', () => {
    const next = replaceBlock(doc, 'size', '\n| a | b |\n|---|---|\n')
    expect(next).toBe(doc.replace('old table', '| a | b |\n|---|---|'))
    expect(replaceBlock(next, 'size', 'again')).toBe(doc.replace('old table', 'again'))
  })

  it('refuses a document without the block, or with it twice or backwards', () => {
    expect(() => replaceBlock('# nothing', 'size', 'x')).toThrow('<!-- size:start -->')
    expect(() => replaceBlock(`${doc}\n<!-- size:start -->`, 'size', 'x')).toThrow()
    expect(() => replaceBlock('<!-- size:end -->\n<!-- size:start -->', 'size', 'x')).toThrow()
  })

  it('writes the file in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-block-'))
    try {
      const file = join(dir, 'performance.md')
      writeFileSync(file, doc)
      writeBlock(file, 'bench', 'new bench')
      expect(readFileSync(file, 'utf8')).toBe(doc.replace('old bench', 'new bench'))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('drops terminal colours and dates a run', () => {
    expect(plain('\x1b[1m▸ bench\x1b[0m')).toBe('▸ bench')
    expect(measuredOn(new Date('2026-11-26T12:30:00Z'))).toMatch(/^2026-11-26 12:30 UTC, \d+ cores .*Node v\d+/)
  })
})
