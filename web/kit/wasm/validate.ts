import { BaseError } from '../../shared/errors.ts'
import type { CoreAbi, CoreExports } from './abi.ts'

/** A validator's error object, as `@walletconnect/utils` returns it. */
export interface ValidationError {
  message: string
  code: number
}

/**
 * What a port of an `@walletconnect/utils` function throws where the reference throws, with the
 * reference's message.
 */
export class WcUtilsError extends BaseError {
  override name = 'WcUtilsError'
}

/** A pairing URI that passed the core's strict checks. */
export interface PairingUri {
  protocol: 'wc'
  topic: string
  version: 2
  symKey: string
  relay: { protocol: string; data?: string }
  methods?: string[]
  expiryTimestamp?: number
}

/** Arguments of sign-client's `connect()` that the core validates. */
export interface ConnectParams {
  relays?: unknown
  requiredNamespaces?: unknown
  optionalNamespaces?: unknown
}

/** Session namespaces against the proposal's required namespaces, as `approve()` checks them. */
export interface ApproveParams {
  requiredNamespaces: unknown
  namespaces: unknown
  relayProtocol?: unknown
}

const utf8 = new TextDecoder()

/**
 * What a WalletConnect module (validation, auth) imports (module `js`,
 * crates/wc-validate/src/json/number.rs): JavaScript's own `String(x)` and `Number(text)`, the
 * reference's number semantics by definition, instead of Rust's float formatting and parsing in
 * the module. `memory` is the instance's, once it exists.
 */
export function wcImports(memory: () => WebAssembly.Memory): WebAssembly.Imports {
  const text = (ptr: number, len: number): string => utf8.decode(new Uint8Array(memory().buffer, ptr, len))
  return {
    js: {
      number_to_string(x: number, out: number): number {
        const text = String(x)
        const bytes = new Uint8Array(memory().buffer, out, text.length)
        for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
        return text.length
      },
      parse_number: (ptr: number, len: number): number =>
        Number(String.fromCharCode(...new Uint8Array(memory().buffer, ptr, len))),
      // The CACAO ports (crates/wc-validate/src/cacao/host.rs): the reference sorts with
      // localeCompare and reads dates with `new Date(text)`, both the engine's own (ICU, Date parser).
      locale_compare: (a: number, aLen: number, b: number, bLen: number): number =>
        Math.sign(text(a, aLen).localeCompare(text(b, bLen))),
      parse_date: (ptr: number, len: number): number => new Date(text(ptr, len)).getTime(),
    },
  }
}

/** Instantiates a WalletConnect module from its bytes with {@link wcImports}. */
export async function instantiateWcModule(source: BufferSource | Response): Promise<CoreExports> {
  // The imports run only during calls, by which time the instance (and its memory) exists.
  const module: { exports?: CoreExports } = {}
  const imports = wcImports(() => module.exports!.memory)
  const bytes = source instanceof Response ? await source.arrayBuffer() : source
  module.exports = (await WebAssembly.instantiate(bytes, imports)).instance.exports as unknown as CoreExports
  return module.exports
}

/**
 * Makes fresh instances of a compiled WalletConnect module with {@link wcImports}, synchronously
 * (a module that trapped is replaced this way: see instance.ts).
 */
export function instantiateWcModuleSync(module: WebAssembly.Module): () => CoreExports {
  return () => {
    let exports: CoreExports | undefined = undefined
    exports = new WebAssembly.Instance(
      module,
      wcImports(() => exports!.memory),
    ).exports as unknown as CoreExports
    return exports
  }
}

/** The JSON encoding of `undefined` at the core boundary (crates/wc-validate/src/lib.rs). */
const UNDEFINED = '$undefined'

/**
 * The core reads JSON at most this deep (crates/wc-validate/src/json/error.rs), counting the request
 * object `{"fn":…,"args":[…]}` as 1 and its args array as {@link ARGS_DEPTH}.
 */
const MAX_DEPTH = 128
const ARGS_DEPTH = 2
const HAS_UNDEFINED = 1
const TOO_DEEP = 2

/**
 * Whether `value` holds an `undefined` anywhere JSON.stringify would drop or null it, and whether
 * it nests deeper than the core reads. The walk stops at that depth, so a value nested 100,000
 * deep costs no more than one at the limit and never exhausts the stack.
 */
function inspect(value: unknown, depth: number): number {
  if (value === undefined) return HAS_UNDEFINED
  if (value === null || typeof value !== 'object') return 0
  if (depth > MAX_DEPTH) return TOO_DEEP
  let found = 0
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    found |= inspect(item, depth + 1)
    if (found === (HAS_UNDEFINED | TOO_DEEP)) break
  }
  return found
}

const isPlain = (value: object): boolean =>
  Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value))

/**
 * A copy of `value` whose plain objects and arrays past the core's depth are empty: the core then
 * refuses it with the very error (and byte offset) the whole value would get, while neither
 * JSON.stringify nor the copy has to descend 100,000 levels.
 */
function prune(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value
  if (Array.isArray(value)) return depth > MAX_DEPTH ? [] : value.map((item) => prune(item, depth + 1))
  if (depth > MAX_DEPTH) return {}
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, prune(item, depth + 1)]))
}

/** JSON.stringify, keeping `undefined` (in arrays, objects and at the top) as a marker. */
export function encodeArgs(args: readonly unknown[]): string {
  const found = inspect(args, ARGS_DEPTH)
  const value = found & TOO_DEEP ? prune(args, ARGS_DEPTH) : args
  // A replacer makes stringify several times slower, so only pay for it when needed.
  if (!(found & HAS_UNDEFINED)) return JSON.stringify(value)
  return JSON.stringify(value, (_key, item: unknown) => (item === undefined ? { [UNDEFINED]: true } : item))
}

const isMarker = (value: unknown): boolean =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  (value as Record<string, unknown>)[UNDEFINED] === true

/** Turns markers back into `undefined`; an object keeps the key, as the reference's would. */
export function reviveUndefined(value: unknown): unknown {
  if (isMarker(value)) return undefined
  if (Array.isArray(value)) return value.map(reviveUndefined)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = reviveUndefined(item)
  return out
}

type Outcome = { return: unknown } | { throws: { message: string } }

/**
 * Runs a port of an `@walletconnect/utils` function by its name through a module's `wc_call`;
 * throws where the reference throws. The page's module knows sign-client's checks only
 * (crates/wasm-validate); the full one (crates/wasm-validate-full, Node only) knows every port.
 */
export function wcCaller(abi: CoreAbi) {
  return (fn: string, args: readonly unknown[]): unknown => {
    const request = `{"fn":${JSON.stringify(fn)},"args":${encodeArgs(args)}}`
    const text = abi.callText('wc_call', request)
    const outcome = (text.includes(UNDEFINED) ? reviveUndefined(JSON.parse(text)) : JSON.parse(text)) as Outcome
    if ('throws' in outcome) throw new WcUtilsError(outcome.throws.message)
    return outcome.return
  }
}

/** WalletConnect validation functions of the core (WalletConnect v2 URIs, proposals, sessions). */
export function validateApi(abi: CoreAbi) {
  const call = wcCaller(abi)
  return {
    /** sign-client `connect()`'s checks: relays, required then optional namespaces. */
    validateConnect: (params: ConnectParams): ValidationError | null =>
      call('validateConnect', [params]) as ValidationError | null,
    /** sign-client `approve()`'s checks: isValidNamespaces, isConformingNamespaces, relayProtocol. */
    validateApprove: (params: ApproveParams): ValidationError | null =>
      call('validateApprove', [params]) as ValidationError | null,
    /** Strict pairing-URI parsing; throws a CoreError saying what is wrong (or that it expired). */
    parsePairingUri: (uri: string, nowSeconds = Date.now() / 1000): PairingUri =>
      JSON.parse(abi.callText('wc_parse_uri', uri, nowSeconds)) as PairingUri,
  }
}
