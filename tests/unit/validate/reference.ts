// The reference side of the differential test: @walletconnect/utils 2.25.0, plus the two
// composites written the way sign-client's engine (isValidConnect / isValidApprove) runs them.
import * as utils from '@walletconnect/utils'

type AnyFn = (...args: unknown[]) => unknown

/** sign-client `connect()`: params, relays, then required and optional namespaces. */
function validateConnect(params: Record<string, unknown> | undefined) {
  if (!utils.isValidParams(params)) {
    throw new Error(utils.getInternalError('MISSING_OR_INVALID', `connect() params: ${JSON.stringify(params)}`).message)
  }
  const { requiredNamespaces, optionalNamespaces, relays } = params as Record<string, unknown>
  if (!utils.isValidRelays(relays, true))
    return utils.getInternalError('MISSING_OR_INVALID', `connect() relays: ${String(relays)}`)
  for (const [namespaces, type] of [
    [requiredNamespaces, 'requiredNamespaces'],
    [optionalNamespaces, 'optionalNamespaces'],
  ] as const) {
    if (namespaces && !utils.isUndefined(namespaces) && utils.isValidObject(namespaces) !== 0) {
      const error = utils.isValidRequiredNamespaces(namespaces, 'connect()', type)
      if (error) return error
    }
  }
  return null
}

/** sign-client `approve()` against a proposal whose required namespaces come in params. */
function validateApprove(params: Record<string, unknown> | undefined) {
  if (!utils.isValidParams(params)) {
    throw new Error(utils.getInternalError('MISSING_OR_INVALID', `approve() params: ${String(params)}`).message)
  }
  const { namespaces, requiredNamespaces, relayProtocol } = params as Record<string, unknown>
  const invalid = utils.isValidNamespaces(namespaces, 'approve()')
  if (invalid) return invalid
  const nonConforming = utils.isConformingNamespaces(requiredNamespaces as never, namespaces as never, 'approve()')
  if (nonConforming) return nonConforming
  if (!utils.isValidString(relayProtocol, true)) {
    return utils.getInternalError('MISSING_OR_INVALID', `approve() relayProtocol: ${String(relayProtocol)}`)
  }
  return null
}

/** The reference reads the clock itself; the port takes `now` as an argument. */
function isCacaoBoundToRequest(params: unknown, now: number) {
  const clock = Date.now
  Date.now = () => now
  try {
    return utils.isCacaoBoundToRequest(params as never)
  } finally {
    Date.now = clock
  }
}

const composites: Record<string, AnyFn> = {
  validateConnect: validateConnect as AnyFn,
  validateApprove: validateApprove as AnyFn,
  isCacaoBoundToRequest: isCacaoBoundToRequest as AnyFn,
}

/** The reference function called `fn`. */
export function referenceFn(fn: string): AnyFn {
  const found = composites[fn] ?? (utils as unknown as Record<string, AnyFn>)[fn]
  if (typeof found !== 'function') throw new Error(`no reference function ${fn}`)
  return found
}

/** JSON with `undefined` (and functions, which JSON.stringify drops) as the core's marker. */
export function toWire(value: unknown): unknown {
  if (value === undefined || typeof value === 'function') return { $undefined: true }
  if (Array.isArray(value)) return value.map(toWire)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) out[key] = toWire((value as Record<string, unknown>)[key])
  return out
}

export type Outcome = { kind: 'return'; json: string } | { kind: 'throws'; typeError: boolean; message: string }

/** Runs the reference and describes what happened. */
export function runReference(fn: string, args: unknown[]): Outcome {
  try {
    const value = referenceFn(fn)(...args)
    return { kind: 'return', json: JSON.stringify({ return: toWire(value) }) }
  } catch (error) {
    const e = error as Error
    // The engine words its TypeErrors, and JSON.parse's SyntaxErrors, its own way.
    return { kind: 'throws', typeError: e instanceof TypeError || e instanceof SyntaxError, message: e.message }
  }
}
