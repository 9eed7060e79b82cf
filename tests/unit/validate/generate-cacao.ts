// Seeded cases for the CACAO and ReCap ports: mostly what a dapp and a wallet exchange in an
// authenticate round (valid ReCaps, payloads, CACAOs answering the request), each then possibly
// broken the way a careless or hostile peer would: tampered fields, near-valid ReCaps, bad base64.
import type { Case, Rng } from './generate.ts'

const ADDRESS = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const CHAINS = [
  'eip155:1',
  'eip155:137',
  'eip155:10',
  'eip155:31337',
  'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  'bip122:000000000019d6689c085ae165831e93',
]
const METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'Eth_Sign',
  '_private',
  'a-b',
  'ä_sign',
  '1',
  '',
]
const RESOURCES = [
  'eip155',
  'https://example.com/my-web2-claim.json',
  'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  'solana',
  '0',
  '10',
  'toString',
  'Eip155',
]
const ABILITIES = ['request', 'crud', 'msg', 'Request', '', 'toString', '0']
const ISSUERS: unknown[] = [
  `did:pkh:eip155:1:${ADDRESS}`,
  `did:pkh:eip155:137:${ADDRESS}`,
  `did:pkh:eip155:31337:${ADDRESS}`,
  `eip155:1:${ADDRESS}`,
  'did:pkh:solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  'did:pkh:bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
  'did:pkh:cosmos:hub:addr',
  'did:pkh:toString:1:0x1',
  'did:pkh:constructor:1:0x1',
  'did:pkh:',
  'did:pkh:eip155',
  'a',
  ':',
  '',
  5,
  null,
  undefined,
  ['did:pkh:eip155:1:0x1'],
]
const DATES: unknown[] = [
  '2026-11-24T00:00:00.000Z',
  '2026-11-24T02:00:00Z',
  '2020-01-01T00:00:00Z',
  '2099-12-31T23:59:59.999Z',
  '2026-11-24',
  '2026-11-24T01:00:00',
  '2026-11-24T01:00:00+02:00',
  'Tue Nov 24 2026 01:00:00 GMT+0000',
  '11/24/2026',
  'garbage',
  'not a date 2026',
  '2026-13-01T00:00:00Z',
  '',
  0,
  1,
  1795000000000,
  -1,
  8.64e15 + 1,
  true,
  null,
  [2026, 11],
  ['2026-11-24'],
  {},
]
/** The `now` of isCacaoBoundToRequest, around the dates above. */
const NOWS = [Date.parse('2026-11-24T01:00:00Z'), Date.parse('2020-01-01T00:00:00Z'), 0, 1795000000000]
const STATEMENTS: unknown[] = [
  'Sign in to Beacon',
  'I accept the Terms',
  '',
  undefined,
  null,
  'line\nbreak',
  'carriage\rreturn',
  7,
  ['a', 'b'],
  "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'x' for 'eip155'.",
]
const DOMAINS = ['localhost:5173', '127.0.0.1:4173', 'beacon.example', 'evil.example', '']
const NONCES = ['n0nce1234', 'n0nce12345', 'abc', '', '0']

/** base64 of UTF-8 text, unpadded like encodeRecap's. */
const b64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64').replace(/=/g, '')

export class CacaoGenerator {
  constructor(private readonly r: Rng) {}

  private maybe<T>(p: number, value: () => T, otherwise: () => unknown): unknown {
    return this.r.chance(p) ? value() : otherwise()
  }

  limits(): unknown[] {
    const r = this.r
    const limit = (): unknown =>
      r.pick<() => unknown>([
        () => ({}),
        () => ({ chains: r.some(CHAINS, 3) }),
        () => ({ chains: r.pick(CHAINS) }),
        () => ({ chains: [] }),
        () => ({ max: 5 }),
        () => null,
        () => [],
      ])()
    return Array.from({ length: 1 + r.int(2) }, limit)
  }

  /** A decoded ReCap: valid most of the time, else broken in one place. */
  recap(): unknown {
    const r = this.r
    const att: Record<string, unknown> = {}
    for (const resource of r.some(RESOURCES, 3).concat(r.chance(0.7) ? ['eip155'] : [])) {
      const abilities: Record<string, unknown> = {}
      const ability = r.chance(0.8) ? 'request' : r.pick(ABILITIES)
      for (const method of r.some(METHODS, 4))
        abilities[r.chance(0.95) ? `${ability}/${method}` : method] = this.limits()
      if (!Object.keys(abilities).length) abilities[`${ability}/personal_sign`] = this.limits()
      att[resource] = abilities
    }
    const recap: Record<string, unknown> = { att }
    if (r.chance(0.8)) return recap
    const resource = Object.keys(att)[0] ?? 'eip155'
    const broken: (() => unknown)[] = [
      () => ({}),
      () => ({ att: {} }),
      () => ({ att: null }),
      () => ({ att: 'eip155' }),
      () => ({ att: [{ 'request/x': [{}] }] }),
      () => ({ att: 5 }),
      () => ({ att: { ...att, [resource]: [] } }),
      () => ({ att: { ...att, [resource]: {} } }),
      () => ({ att: { ...att, [resource]: null } }),
      () => ({ att: { ...att, [resource]: 'x' } }),
      () => ({ att: { [resource]: { 'request/a': [] } } }),
      () => ({ att: { [resource]: { 'request/a': {} } } }),
      () => ({ att: { [resource]: { 'request/a': [1] } } }),
      () => ({ att: { [resource]: { 'request/a': ['x', {}] } } }),
      () => ({ att: { [resource]: { 'request/a': [{}, undefined] } } }),
      () => ({ att: { [resource]: { 'request/a': 'x' } } }),
      () => ({ att: { [resource]: { 'request/a': null } } }),
      () => ({ att, prf: ['x'] }),
      () => null,
      () => 'urn:recap:x',
      () => [],
    ]
    return r.pick(broken)()
  }

  /** A `urn:recap:` resource: encoded like the reference, or damaged. */
  encoded(recap: unknown = this.recap()): unknown {
    const r = this.r
    const body = b64(JSON.stringify(recap) ?? 'undefined')
    if (r.chance(0.75)) return `urn:recap:${body}`
    const variants: (() => unknown)[] = [
      () => `urn:recap:${Buffer.from(JSON.stringify(recap) ?? '').toString('base64')}`,
      () => `urn:recap:${body.replace(/\+/g, '-').replace(/\//g, '_')}`,
      () => `urn:recap:${body.slice(0, -1)}`,
      () => `urn:recap:${body.slice(0, -2)}`,
      () => `urn:recap:${body.slice(0, 5)} ${body.slice(5)}`,
      () => `urn:recap:${body}\n`,
      () => `urn:recap:${body}=`,
      () => `urn:recap:${body}===`,
      () => `urn:recap:${body}!`,
      () => `urn:recap:${b64('{"att":')}`,
      () => `urn:recap:${b64('\ufeff' + JSON.stringify(recap))}`,
      () => `urn:recap:${b64(new Uint8Array([0x7b, 0xff, 0x7d]))}`,
      () => `urn:recap:${b64(JSON.stringify(recap) + ' ')}`,
      () => `urn:recap:${b64('[1,2]')}`,
      () => `urn:recap:${b64('"x"')}`,
      () => `urn:recap:${b64('null')}`,
      () => `urn:recap:urn:recap:${body}`,
      () => `xurn:recap:${body}`,
      () => body,
      () => 'urn:recap:',
      () => 'urn:recap:a',
      () => 'urn:recap:é',
      () => '',
      () => null,
      () => undefined,
      () => 5,
      () => ['urn:recap:'],
      () => ({ att: {} }),
    ]
    return r.pick(variants)()
  }

  resources(recap?: unknown): unknown {
    const r = this.r
    const others = r.some(['https://example.com/tos', 'ipfs://Qm', 'urn:x:y'], 2)
    const encoded = recap === undefined ? this.encoded() : recap
    return r.pick<() => unknown>([
      () => [...others, encoded],
      () => [...others, encoded],
      () => [encoded],
      () => [encoded, ...others],
      () => others,
      () => [],
      () => undefined,
      () => null,
      () => 'urn:recap:x',
      () => ({ length: 1, 0: encoded }),
      () => [...others, 5],
      () => [null],
    ])()
  }

  chains(): unknown {
    return this.maybe(
      0.9,
      () => this.r.some(CHAINS, 3),
      () => this.r.pick<unknown>([undefined, null, 'eip155:1', [], [1], {}]),
    )
  }

  methods(): unknown {
    return this.maybe(
      0.9,
      () => this.r.some(METHODS, 5),
      () => this.r.pick<unknown>([undefined, null, 'personal_sign', [], [undefined], {}]),
    )
  }

  /** An authenticate request's payload, as a dapp sends it. */
  payload(): Record<string, unknown> {
    const r = this.r
    const payload: Record<string, unknown> = {
      type: 'caip122',
      chains: this.chains(),
      domain: r.pick(DOMAINS),
      aud: r.pick(['http://localhost:5173/', 'https://beacon.example/login', '']),
      nonce: r.pick(NONCES),
      version: r.pick(['1', '1', '2', undefined]),
      iat: r.pick(DATES),
    }
    if (r.chance(0.6)) payload.statement = r.pick(STATEMENTS)
    if (r.chance(0.8)) payload.resources = this.resources(r.chance(0.8) ? this.encoded(this.validRecap()) : undefined)
    if (r.chance(0.3)) payload.exp = r.pick(DATES)
    if (r.chance(0.2)) payload.nbf = r.pick(DATES)
    if (r.chance(0.2)) payload.requestId = r.pick(['req-1', '', 42])
    if (r.chance(0.1)) payload.uri = 'http://localhost:5173/'
    if (r.chance(0.05)) delete payload[r.pick(Object.keys(payload))]
    return payload
  }

  /** A ReCap of eip155 methods, as sign-client's authenticate() builds it. */
  validRecap(): unknown {
    const r = this.r
    const att: Record<string, Record<string, unknown[]>> = { eip155: {} }
    for (const method of r.some(METHODS.slice(0, 5), 4).concat(['personal_sign']))
      att.eip155[`request/${method}`] = r.chance(0.5) ? [{}] : [{ chains: r.some(CHAINS, 2) }]
    if (r.chance(0.2)) att['https://example.com/my-web2-claim.json'] = { 'crud/read': [{}] }
    return r.chance(0.9) ? { att } : this.recap()
  }

  /** A CACAO answering `payload`, with one field possibly tampered. */
  cacao(payload: Record<string, unknown>): unknown {
    const r = this.r
    const p: Record<string, unknown> = {
      ...payload,
      iss: r.chance(0.7) ? `did:pkh:${r.pick(CHAINS.slice(0, 4))}:${ADDRESS}` : r.pick(ISSUERS),
    }
    delete p.chains
    delete p.type
    if (r.chance(0.4)) {
      const field = r.pick(['domain', 'nonce', 'aud', 'uri', 'exp', 'nbf', 'iat', 'iss'])
      p[field] =
        field === 'exp' || field === 'nbf' || field === 'iat'
          ? r.pick(DATES)
          : r.pick<unknown>([...DOMAINS, ...NONCES, undefined, null, 5, ['x']])
    }
    const cacao = { h: { t: 'caip122' }, p, s: { t: 'eip191', s: '0xdeadbeef' } }
    return r.chance(0.97) ? cacao : r.pick<unknown>([null, undefined, {}, { p: null }, { p: 'x' }])
  }

  request(payload: Record<string, unknown>): unknown {
    const r = this.r
    const request: Record<string, unknown> = { domain: payload.domain, nonce: payload.nonce }
    if (r.chance(0.6)) request.uri = payload.aud
    if (r.chance(0.3)) request.aud = r.chance(0.8) ? payload.aud : 'https://other.example/'
    if (r.chance(0.7))
      request.chains = r.chance(0.9) ? payload.chains : r.pick<unknown>(['eip155:1', { length: 1 }, [], null])
    if (r.chance(0.1)) request[r.pick(['domain', 'nonce'])] = r.pick<unknown>([...DOMAINS, ...NONCES, undefined, 1])
    return r.chance(0.97) ? request : r.pick<unknown>([null, undefined, 'x'])
  }

  /** One call of a CACAO or ReCap port. */
  case(): Case {
    const r = this.r
    const payload = this.payload()
    const supported = () => ({
      authPayload: r.chance(0.97) ? payload : r.pick<unknown>([null, undefined, 'x', {}]),
      chains: this.chains(),
      methods: this.methods(),
    })
    const iss = () => (r.chance(0.8) ? r.pick(ISSUERS.slice(0, 9)) : r.pick(ISSUERS))
    const statement = () => r.pick(STATEMENTS)
    const cases: (() => Case)[] = [
      () => ({
        fn: 'populateAuthPayload',
        args: [r.chance(0.98) ? supported() : r.pick<unknown>([null, undefined, {}])],
      }),
      () => ({ fn: 'populateAuthPayload', args: [supported()] }),
      () => ({
        fn: 'isCacaoBoundToRequest',
        args: [{ cacao: this.cacao(payload), request: this.request(payload) }, r.pick(NOWS)],
      }),
      () => ({
        fn: 'isCacaoBoundToRequest',
        args: [
          r.chance(0.9)
            ? { cacao: this.cacao(payload), request: this.request(payload) }
            : r.pick<unknown>([null, {}, { cacao: {} }]),
          r.pick(NOWS),
        ],
      }),
      () => ({ fn: 'formatMessage', args: [payload, iss()] }),
      () => ({
        fn: 'formatMessage',
        args: [r.chance(0.95) ? { ...payload, resources: this.resources() } : r.pick<unknown>([null, 'x', {}]), iss()],
      }),
      () => ({ fn: 'getRecapFromResources', args: [this.resources()] }),
      () => ({ fn: 'getDecodedRecapFromResources', args: [this.resources()] }),
      () => ({ fn: 'decodeRecap', args: [this.encoded()] }),
      () => ({ fn: 'isValidRecap', args: [this.recap()] }),
      () => ({ fn: 'encodeRecap', args: [this.recap()] }),
      () => ({ fn: 'getMethodsFromRecap', args: [this.encoded()] }),
      () => ({ fn: 'getChainsFromRecap', args: [this.encoded()] }),
      () => ({ fn: 'mergeRecaps', args: [this.recap(), this.recap()] }),
      () => ({ fn: 'mergeEncodedRecaps', args: [this.encoded(), this.encoded()] }),
      () => ({
        fn: 'createRecap',
        args: [
          r.pick(RESOURCES),
          r.pick(ABILITIES),
          this.methods(),
          r.pick<unknown>([undefined, {}, { chains: ['eip155:1'] }, null]),
        ],
      }),
      () => ({ fn: 'createEncodedRecap', args: [r.pick(RESOURCES), r.pick(ABILITIES), this.methods()] }),
      () => ({
        fn: 'assignAbilityToActions',
        args: [r.pick(ABILITIES), this.methods(), r.pick<unknown>([undefined, {}, { chains: ['eip155:1'] }])],
      }),
      () => ({
        fn: 'addResourceToRecap',
        args: [
          this.recap(),
          r.pick(RESOURCES),
          r.pick<unknown>([{ 'request/a': [{}] }, [{ x: 1 }], 'ab', undefined, null]),
        ],
      }),
      () => ({ fn: 'formatStatementFromRecap', args: [statement(), this.recap()] }),
      () => ({
        fn: 'buildRecapStatement',
        args: [statement(), r.chance(0.8) ? this.encoded() : r.pick<unknown>([undefined, '', null])],
      }),
      () => ({ fn: 'getRecapResource', args: [this.recap(), r.pick<unknown>([...RESOURCES, undefined])] }),
      () => ({
        fn: 'getRecapAbilitiesFromResource',
        args: [r.pick<unknown>([[{ a: 1 }, { b: 2, c: 3 }], [], undefined, null, [null], 'x', [[1]]])],
      }),
      () => ({
        fn: 'getReCapActions',
        args: [r.pick<unknown>([['request/a', 'crud/b/c', 'x'], [], undefined, null, [1], 'x', ['']])],
      }),
      () => ({
        fn: 'isRecap',
        args: [
          r.chance(0.7)
            ? this.encoded()
            : r.pick<unknown>(['', 0, null, undefined, false, 'urn:x', ['urn:recap:'], 5, {}]),
        ],
      }),
      () => ({
        fn: 'base64Encode',
        args: [
          r.chance(0.8) ? this.recap() : r.pick<unknown>([undefined, null, 'é', 1.5, [undefined], { a: undefined }]),
        ],
      }),
      () => ({
        fn: 'base64Decode',
        args: [
          r.chance(0.9)
            ? String(this.encoded()).replace('urn:recap:', '')
            : r.pick<unknown>([null, undefined, 5, ['YQ']]),
        ],
      }),
      () => ({ fn: 'getCommonValuesInArrays', args: [this.chains(), this.chains()] }),
      () => ({
        fn: r.pick([
          'getDidAddressSegments',
          'getDidChainId',
          'getDidAddressNamespace',
          'getNamespacedDidChainId',
          'getDidAddress',
        ]),
        args: [iss()],
      }),
    ]
    return r.pick(cases)()
  }
}
