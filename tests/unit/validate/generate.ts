// A seeded generator of WalletConnect validation cases: mostly well-formed proposals and
// sessions, each then possibly broken in one of the ways wallets and dapps actually get wrong.

/** mulberry32: small, fast and good enough to spread cases; the seed replays a run exactly. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]
  const chance = (p: number) => next() < p
  const some = <T>(items: readonly T[], max = items.length): T[] => items.filter(() => chance(0.5)).slice(0, max)
  return { next, int, pick, chance, some }
}

export type Rng = ReturnType<typeof rng>

export interface Case {
  fn: string
  args: unknown[]
}

const NAMESPACES = ['eip155', 'solana', 'cosmos', 'polkadot', 'bip122']
const ODD_NAMESPACES = ['1', '0', '10', '2', ' eip155', 'eip155 ', 'éip155', '', 'toString', 'a b']
const REFERENCES = ['1', '5', '10', '137', '42161', '2', '0', 'abc', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ']
const ODD_REFERENCES = ['', ' ', '١', '1 ', '0x1', '\u00a0', 'ä', '1:2']
const ADDRESSES = [
  '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
  '0x1',
  'cosmos1xyz',
  '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
]
const METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'solana_signMessage',
]
const EVENTS = ['chainChanged', 'accountsChanged', 'message', 'disconnect']
const JUNK: unknown[] = [
  undefined,
  null,
  0,
  1,
  -0,
  1e21,
  1.5e-7,
  true,
  false,
  '',
  ' ',
  '\ufeff',
  '\u0085',
  'x',
  [],
  {},
  ['eip155:1'],
  { a: 1 },
  [null],
  [undefined],
]
const CONTEXTS: unknown[] = [
  'approve()',
  'connect()',
  'update()',
  '',
  0,
  1,
  null,
  undefined,
  ['a', 'b'],
  { x: 1 },
  12.5,
]

export class Generator {
  constructor(private readonly r: Rng) {}

  junk(): unknown {
    return this.r.pick(JUNK)
  }

  namespace(): string {
    return this.r.chance(0.9) ? this.r.pick(NAMESPACES) : this.r.pick(ODD_NAMESPACES)
  }

  reference(): string {
    return this.r.chance(0.9) ? this.r.pick(REFERENCES) : this.r.pick(ODD_REFERENCES)
  }

  chain(ns = this.namespace()): unknown {
    const r = this.r
    if (r.chance(0.85)) return `${ns}:${this.reference()}`
    return r.pick<unknown>([
      ns,
      `${ns}:1:2`,
      `${ns}-1`,
      `${ns}::1`,
      ` ${ns}:1`,
      `${ns}:1 `,
      ':1',
      `${ns}:`,
      1,
      null,
      {},
      [`${ns}:1`],
      undefined,
    ])
  }

  account(chain: unknown): unknown {
    const r = this.r
    const c = typeof chain === 'string' ? chain : `eip155:${this.reference()}`
    if (r.chance(0.85)) return `${c}:${r.pick(ADDRESSES)}`
    return r.pick<unknown>([`${c}:`, `${c}-0x1`, c, `${c}:0x1:extra`, `x-${c}:0x1`, ` ${c}:0x1`, 5, null, [`${c}:0x1`]])
  }

  strings(pool: readonly string[]): unknown {
    const r = this.r
    const items: unknown[] = r.some(pool, 4)
    if (r.chance(0.08)) items.push(r.pick<unknown>(['', '  ', 1, null, {}, '\u00a0', '\u3000x', undefined]))
    if (r.chance(0.05) && items.length) items.push(items[0])
    if (r.chance(0.04)) return r.pick<unknown>([undefined, null, 'eth_sign', 7, {}])
    return items
  }

  methods = () => this.strings(METHODS)
  events = () => this.strings(EVENTS)

  /** A proposal's required or optional namespaces. */
  proposalNamespaces(): unknown {
    const r = this.r
    if (r.chance(0.04)) return r.pick<unknown>([undefined, null, {}, [], 'eip155', 3])
    const out: Record<string, unknown> = {}
    const count = 1 + r.int(3)
    for (let i = 0; i < count; i++) {
      const ns = this.namespace()
      const inline = r.chance(0.25)
      const key = inline ? `${ns}:${this.reference()}` : ns
      const value: Record<string, unknown> = {}
      if (!inline || r.chance(0.3))
        value.chains = r.chance(0.9) ? Array.from({ length: r.int(4) }, () => this.chain(ns)) : this.junk()
      if (r.chance(0.95)) value.methods = this.methods()
      if (r.chance(0.95)) value.events = this.events()
      out[key] = r.chance(0.03) ? this.junk() : value
    }
    return out
  }

  /** Session namespaces answering `required` (when it is usable), then maybe broken. */
  sessionNamespaces(required: unknown): unknown {
    const r = this.r
    if (r.chance(0.04)) return r.pick<unknown>([undefined, null, {}, [], 'eip155'])
    const out: Record<string, Record<string, unknown>> = {}
    const source =
      required && typeof required === 'object' && !Array.isArray(required) ? (required as Record<string, unknown>) : {}
    for (const [key, value] of Object.entries(source)) {
      const v = (value ?? {}) as Record<string, unknown>
      const chains = key.includes(':') ? [key] : Array.isArray(v.chains) ? v.chains : [this.chain()]
      const accounts = chains.filter(() => !r.chance(0.05)).map((c) => this.account(c))
      if (r.chance(0.1)) accounts.push(this.account(this.chain()))
      const asKey = key.includes(':') && r.chance(0.5) ? key.split(':')[0] : key
      out[asKey] = {
        accounts: r.chance(0.97) ? accounts : this.junk(),
        methods: Array.isArray(v.methods) && r.chance(0.85) ? [...v.methods, ...r.some(METHODS, 2)] : this.methods(),
        events: Array.isArray(v.events) && r.chance(0.85) ? [...v.events] : this.events(),
      }
      if (r.chance(0.2)) out[asKey].chains = chains
    }
    if (r.chance(0.3) || !Object.keys(out).length) {
      const ns = this.namespace()
      const chain = this.chain(ns)
      out[r.chance(0.2) ? String(chain) : ns] = {
        accounts: [this.account(chain)],
        methods: this.methods(),
        events: this.events(),
      }
    }
    return out
  }

  supportedNamespaces(required: unknown, optional: unknown): unknown {
    const r = this.r
    const out: Record<string, unknown> = {}
    for (const source of [required, optional]) {
      if (!source || typeof source !== 'object') continue
      for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
        const ns = key.split(':')[0]
        const v = (value ?? {}) as Record<string, unknown>
        const chains = [...(key.includes(':') ? [key] : []), ...(Array.isArray(v.chains) ? v.chains : [])].filter(
          (c) => typeof c === 'string' && !r.chance(0.05),
        )
        out[ns] = {
          chains,
          methods: [...(Array.isArray(v.methods) ? v.methods : []), ...r.some(METHODS, 2)],
          events: [...(Array.isArray(v.events) ? v.events : []), ...r.some(EVENTS, 1)],
          accounts: chains.filter(() => !r.chance(0.04)).map((c) => this.account(c)),
        }
      }
    }
    return out
  }

  context = () => this.r.pick(CONTEXTS)

  uri(): string {
    const r = this.r
    const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[r.int(16)]).join('')
    const parts = [`relay-protocol=${r.pick(['irn', 'irn', '', 'waku'])}`, `symKey=${hex(r.pick([64, 64, 63]))}`]
    if (r.chance(0.5)) parts.push(`expiryTimestamp=${r.pick(['1700000000', '99999999999', '', 'abc', '12x'])}`)
    if (r.chance(0.4)) parts.push(`methods=${r.pick(['wc_sessionPropose', 'a,b', '%5Bx%5D', 'a+b'])}`)
    if (r.chance(0.2)) parts.push('relay-data=abc')
    const query = r.some(parts).join('&')
    const uri = `${r.pick(['wc:', 'wc:', 'wc://', 'wc', 'xwc:'])}${hex(r.pick([64, 64, 10]))}@${r.pick(['2', '2', '1', '', '2x'])}${r.chance(0.9) ? '?' : ''}${query}`
    if (r.chance(0.1)) return Buffer.from(uri).toString('base64').replace(/=+$/, '')
    return r.chance(0.05) ? r.pick(['', 'hello', '!!!', 'd2M6']) : uri
  }

  /** One call, of any of the ported functions. */
  case(): Case {
    const r = this.r
    const required = this.proposalNamespaces()
    const session = () => this.sessionNamespaces(required)
    const chainOf = () => (r.chance(0.8) ? this.chain() : this.junk())
    // A session and one of its accounts' chains, so lookups hit as often as they miss.
    const withChain = (): [unknown, unknown] => {
      const s = session()
      const accounts = Object.values((s ?? {}) as Record<string, { accounts?: unknown }>).flatMap((n) =>
        Array.isArray(n?.accounts) ? n.accounts : [],
      )
      const account = accounts.length && r.chance(0.6) ? r.pick(accounts) : undefined
      return [s, typeof account === 'string' ? account.split(':').slice(0, 2).join(':') : chainOf()]
    }
    const cases: (() => Case)[] = [
      () => ({ fn: 'isValidChainId', args: [chainOf()] }),
      () => ({ fn: 'isValidAccountId', args: [this.account(this.chain())] }),
      () => ({ fn: 'parseChainId', args: [r.chance(0.9) ? String(this.chain()) : this.junk()] }),
      () => ({ fn: 'parseAccountId', args: [r.chance(0.9) ? String(this.account(this.chain())) : this.junk()] }),
      () => ({
        fn: 'getAccountsChains',
        args: [r.chance(0.9) ? Array.from({ length: r.int(4) }, () => this.account(this.chain())) : this.junk()],
      }),
      () => ({
        fn: 'getChainsFromNamespace',
        args: [
          this.r.pick([this.namespace(), String(this.chain())]),
          r.chance(0.9) ? { chains: [this.chain()] } : this.junk(),
        ],
      }),
      () => ({ fn: 'getNamespacesChains', args: [session()] }),
      () => ({ fn: 'getNamespacesMethods', args: [session()] }),
      () => ({ fn: 'getNamespacesEvents', args: [session()] }),
      () => ({ fn: 'getNamespacesMethodsForChainId', args: withChain() }),
      () => ({ fn: 'getNamespacesEventsForChainId', args: withChain() }),
      () => ({ fn: 'isValidNamespaceMethodsOrEvents', args: [this.methods()] }),
      () => ({
        fn: 'isValidRequiredNamespaces',
        args: [required, this.context(), r.pick(['requiredNamespaces', 'optionalNamespaces', undefined])],
      }),
      () => ({ fn: 'isValidNamespaces', args: [session(), this.context()] }),
      () => ({ fn: 'isConformingNamespaces', args: [required, session(), this.context()] }),
      () => ({ fn: 'isConformingNamespaces', args: [required, session(), 'approve()'] }),
      () => ({ fn: 'isValidNamespacesChainId', args: withChain() }),
      () => ({ fn: 'isValidNamespacesRequest', args: [...withChain(), r.chance(0.9) ? r.pick(METHODS) : this.junk()] }),
      () => ({ fn: 'isValidNamespacesEvent', args: [...withChain(), r.chance(0.9) ? r.pick(EVENTS) : this.junk()] }),
      () => ({
        fn: 'isValidRelay',
        args: [
          r.pick<unknown>([
            { protocol: 'irn' },
            { protocol: '' },
            { protocol: ' ' },
            {},
            { protocol: 1 },
            'irn',
            [],
            null,
          ]),
        ],
      }),
      () => ({ fn: 'isValidRelays', args: [this.relays(), r.pick([true, false, undefined, 0, 'yes'])] }),
      () => ({
        fn: 'isValidController',
        args: [
          r.pick<unknown>([{ publicKey: 'ab' }, { publicKey: ' ' }, {}, null, undefined, 'ab', { publicKey: 5 }]),
          this.context(),
        ],
      }),
      () => ({
        fn: 'isSessionCompatible',
        args: [
          r.chance(0.95) ? { namespaces: session() } : this.junk(),
          r.chance(0.95) ? { requiredNamespaces: required } : this.junk(),
        ],
      }),
      () => ({ fn: 'normalizeNamespaces', args: [required] }),
      () => ({ fn: 'mergeRequiredAndOptionalNamespaces', args: [required, this.proposalNamespaces()] }),
      () => this.buildCase(required),
      () => this.buildCase(required),
      () => ({ fn: r.pick(['getSdkError', 'getInternalError']), args: [this.errorKey(), this.context()] }),
      () => ({ fn: 'validateConnect', args: [this.connectParams(required)] }),
      () => ({
        fn: 'validateApprove',
        args: [
          r.chance(0.97)
            ? { requiredNamespaces: required, namespaces: session(), relayProtocol: r.pick([undefined, 'irn', '', 5]) }
            : this.junk(),
        ],
      }),
      () => ({ fn: 'validateApprove', args: [{ requiredNamespaces: required, namespaces: session() }] }),
      () => ({ fn: 'parseUri', args: [this.uri()] }),
    ]
    return r.pick(cases)()
  }

  relays(): unknown {
    return this.r.pick<unknown>([
      undefined,
      null,
      [],
      [{ protocol: 'irn' }],
      [{ protocol: 'irn' }, {}],
      [{}, { protocol: 1 }],
      [{ protocol: ' ' }],
      { protocol: 'irn' },
      'irn',
      [null],
      0,
    ])
  }

  errorKey(): unknown {
    return this.r.pick<unknown>([
      'USER_REJECTED',
      'UNSUPPORTED_CHAINS',
      'WC_METHOD_UNSUPPORTED',
      'MISSING_OR_INVALID',
      'EXPIRED',
      'NON_CONFORMING_NAMESPACES',
      'NOT_INITIALIZED',
      'SESSION_SETTLEMENT_FAILED',
      'USER_DISCONNECTED',
      'INVALID_METHOD',
      'toString',
      'nope',
      5,
      undefined,
    ])
  }

  connectParams(required: unknown): unknown {
    const r = this.r
    if (r.chance(0.03)) return r.pick<unknown>([undefined, null])
    const params: Record<string, unknown> = {
      requiredNamespaces: r.chance(0.5) ? required : r.pick<unknown>([undefined, {}]),
    }
    if (r.chance(0.8)) params.optionalNamespaces = this.proposalNamespaces()
    if (r.chance(0.5)) params.relays = this.relays()
    return params
  }

  buildCase(required: unknown): Case {
    const r = this.r
    const optional = r.chance(0.7) ? this.proposalNamespaces() : undefined
    const proposal: Record<string, unknown> = { requiredNamespaces: r.chance(0.5) ? required : {} }
    if (optional !== undefined) proposal.optionalNamespaces = optional
    const supported = this.supportedNamespaces(proposal.requiredNamespaces, optional)
    return {
      fn: 'buildApprovedNamespaces',
      args: [r.chance(0.97) ? { proposal, supportedNamespaces: supported } : this.junk()],
    }
  }
}
