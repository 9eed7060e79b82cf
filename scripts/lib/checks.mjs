// The static checks, shared by `npm test` (as background stages) and `npm run check`: formatting
// and lints of the Rust and the TypeScript, and the TypeScript's types. `npm` marks the ones that
// need node_modules.
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`

export const CHECKS = [
  { name: 'cargo fmt --check', cmd: 'cargo', args: ['fmt', '--all', '--check'] },
  { name: 'cargo clippy', cmd: 'cargo', args: ['clippy', '--workspace', '--all-targets', '--', '-D', 'warnings'] },
  { name: 'tsc --noEmit', npm: true, cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'eslint', npm: true, cmd: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'prettier --check', npm: true, cmd: bin('prettier'), args: ['--check', '.'] },
  // Every `docs/spec.md §N` pointer in the tree names a heading of docs/spec.md (plain Node).
  { name: 'spec references', cmd: process.execPath, args: [`${root}scripts/check-spec-refs.mjs`] },
  // No import circles (web/ and the Rust crates); web/app only through the kit's entries; the
  // server side never reaches browser code (plain Node).
  { name: 'imports', cmd: process.execPath, args: [`${root}scripts/check-imports.mjs`] },
]
