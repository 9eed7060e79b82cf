// validateApprove on a typical session (eip155, 3 chains, 3 accounts, 6 methods, 2 events):
// our wasm core (JSON marshalling both ways included) against @walletconnect/utils, in-process.
import { getInternalError, isConformingNamespaces, isValidNamespaces, isValidString } from '@walletconnect/utils'
import { loadCoreNode } from '../web/kit/wasm/load-node.ts'

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const chains = ['eip155:1', 'eip155:137', 'eip155:42161']
const requiredNamespaces = {
  eip155: { chains, methods: ['eth_sendTransaction', 'personal_sign'], events: ['chainChanged', 'accountsChanged'] },
}
const namespaces = {
  eip155: {
    accounts: chains.map((chain) => `${chain}:${address}`),
    methods: [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sign',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
}

/** What sign-client's approve() runs, on the reference. */
function referenceValidateApprove(params: {
  requiredNamespaces: typeof requiredNamespaces
  namespaces: typeof namespaces
  relayProtocol?: string
}) {
  const invalid = isValidNamespaces(params.namespaces, 'approve()')
  if (invalid) return invalid
  const nonConforming = isConformingNamespaces(params.requiredNamespaces, params.namespaces as never, 'approve()')
  if (nonConforming) return nonConforming
  if (!isValidString(params.relayProtocol, true))
    return getInternalError('MISSING_OR_INVALID', 'approve() relayProtocol')
  return null
}

/** µs per call, measured for about `ms` milliseconds after a warm-up. */
function time(fn: () => unknown, ms = 1000): number {
  for (let i = 0; i < 2000; i++) fn()
  let n = 0
  const start = performance.now()
  while (performance.now() - start < ms) {
    for (let i = 0; i < 500; i++) fn()
    n += 500
  }
  return ((performance.now() - start) * 1000) / n
}

// Bundled into .cache/ by run-ts, so the default path (relative to the module) does not apply.
const core = await loadCoreNode()
const params = { requiredNamespaces, namespaces }
const ours = core.validateApprove(params)
const theirs = referenceValidateApprove(params)
if (JSON.stringify(ours) !== JSON.stringify(theirs))
  throw new Error(`verdicts differ: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`)

const rows: [string, number][] = [
  ['wasm core validateApprove (with JSON marshalling)', time(() => core.validateApprove(params))],
  ['@walletconnect/utils validateApprove', time(() => referenceValidateApprove(params))],
  [
    'wasm core parsePairingUri',
    time(() =>
      core.parsePairingUri(
        `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'58'.repeat(32)}&expiryTimestamp=4000000000`,
        1_700_000_000,
      ),
    ),
  ],
]
console.log('WalletConnect validation (Node, in-process)')
for (const [name, us] of rows) console.log(`  ${name.padEnd(52)} ${us.toFixed(3).padStart(8)} µs/op`)
