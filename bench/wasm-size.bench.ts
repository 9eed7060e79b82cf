// Sizes of the wasm core's modules as built (raw and gzip level 9, as `npm run size` counts),
// against the budgets of the page's first two: the QR module at most 20 KiB gzip, the validation
// module at most 40 KiB. The auth module loads only for one-click sign-in over WalletConnect; the
// full validation module only runs in Node (differential test). Prints numbers only.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CORE_WASM_PATHS, VALIDATE_FULL_WASM_PATH } from '../web/kit/wasm/load-node.ts'

const modules: [path: string, budget: number | string][] = [
  [CORE_WASM_PATHS.qr, 20],
  [CORE_WASM_PATHS.validate, 40],
  [CORE_WASM_PATHS.auth, 'one-click sign-in only'],
  [VALIDATE_FULL_WASM_PATH, 'Node only'],
]
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

console.log('wasm core modules (raw, gzip -9)')
for (const [path, budget] of modules) {
  const bytes = readFileSync(path)
  const gzip = gzipSync(bytes, { level: 9 }).length
  const verdict =
    typeof budget === 'string' ? budget : `budget ${budget} KiB gzip: ${gzip <= budget * 1024 ? 'within' : 'OVER'}`
  console.log(
    `  ${relative(process.cwd(), path).padEnd(36)} ${kib(bytes.length).padStart(10)} ${kib(gzip).padStart(10)}   ${verdict}`,
  )
}
