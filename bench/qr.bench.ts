// QR encoding speed in Node: our wasm core (in-process, including the JS↔wasm copies) against
// the JavaScript QR libraries, on the inputs of `cargo bench -p qr`. Prints µs/op and each
// peer's time as a multiple of ours. Numbers only: it never fails on timing.
import encodeQR from 'qr'
import encodeQRPaulmillr from '@paulmillr/qr'
import QRCode from 'qrcode'
import qrcodeGenerator from 'qrcode-generator'
import { encode as uqrEncode } from 'uqr'
import { loadCoreNode } from '../web/kit/wasm/load-node.ts'

type Level = 'L' | 'M' | 'Q' | 'H'
const ECC = { L: 'low', M: 'medium', Q: 'quartile', H: 'high' } as const

function wcUri(): string {
  const hex = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
  const reversed = [...hex].reverse().join('')
  return (
    `wc:${hex}@2?relay-protocol=irn&symKey=${reversed}&expiryTimestamp=1732000000` +
    '&methods=wc_sessionPropose,wc_sessionAuthenticate'
  )
}

/** 2,900 random lower-case letters (the same xorshift as crates/qr/benches/encode.rs). */
function largeText(): string {
  let state = 0x2545f4914f6cdd1dn
  const mask = (1n << 64n) - 1n
  let out = ''
  for (let i = 0; i < 2900; i++) {
    state ^= (state << 13n) & mask
    state ^= state >> 7n
    state ^= (state << 17n) & mask
    out += String.fromCharCode(97 + Number(state % 26n))
  }
  return out
}

/** Median and minimum µs per call over `batches` batches of about 20 ms each. */
function measure(fn: () => unknown, batches = 25): { median: number; min: number } {
  let calls = 0
  const start = performance.now()
  while (performance.now() - start < 20) {
    fn()
    calls++
  }
  const times: number[] = []
  for (let b = 0; b < batches; b++) {
    const t = performance.now()
    for (let i = 0; i < calls; i++) fn()
    times.push(((performance.now() - t) * 1000) / calls)
  }
  times.sort((a, b) => a - b)
  return { median: times[batches >> 1], min: times[0] }
}

// Bundled into .cache/ by scripts/run-ts.mjs, so the default path (relative to the module)
// would miss: the bench runs from the repository root.
const core = await loadCoreNode()
const cases: { name: string; text: string; level: Level }[] = [
  { name: "'a' at M", text: 'a', level: 'M' },
  { name: 'wc: URI (236 B) at M', text: wcUri(), level: 'M' },
  { name: '2,900 B at L', text: largeText(), level: 'L' },
]

const encoders: { name: string; encode: (text: string, level: Level) => unknown }[] = [
  { name: 'ours (wasm)', encode: (text, level) => core.qrEncode(text, { level }) },
  { name: 'qr 0.7', encode: (text, level) => encodeQR(text, 'raw', { ecc: ECC[level] }) },
  { name: '@paulmillr/qr', encode: (text, level) => encodeQRPaulmillr(text, 'raw', { ecc: ECC[level] }) },
  { name: 'uqr', encode: (text, level) => uqrEncode(text, { ecc: level }) },
  {
    name: 'qrcode-generator',
    encode: (text, level) => {
      const qr = qrcodeGenerator(0, level)
      qr.addData(text)
      qr.make()
      return qr
    },
  },
  { name: 'qrcode', encode: (text, level) => QRCode.create(text, { errorCorrectionLevel: level }) },
]

for (const { name, text, level } of cases) {
  const ours = core.qrEncode(text, { level })
  console.log(`\n${name}: ${text.length} chars, version ${ours.version}, mask ${ours.mask}`)
  console.log(
    `${'encoder'.padEnd(18)} ${'median µs/op'.padStart(13)} ${'min µs/op'.padStart(10)} ${'× ours'.padStart(8)}`,
  )
  let base = 0
  for (const encoder of encoders) {
    const { median, min } = measure(() => encoder.encode(text, level))
    if (!base) base = median
    const ratio = encoder === encoders[0] ? '1.0' : (median / base).toFixed(1)
    console.log(
      `${encoder.name.padEnd(18)} ${median.toFixed(2).padStart(13)} ${min.toFixed(2).padStart(10)} ${ratio.padStart(8)}`,
    )
  }
}
