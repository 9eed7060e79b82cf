/** How a failed network switch ended (spec §4 chain switch, §8). */
export type SwitchOutcome = 'rejected' | 'rejectedAfterAdd' | 'unsupported' | 'failed'

export const REJECTED_AFTER_ADD = 'User rejected switch after adding network.'
const USER_REJECTED = 4001
/** EIP-1193 "unsupported method": the wallet cannot switch networks at all. */
const UNSUPPORTED_METHOD = 4200

interface ErrorLike {
  code?: unknown
  message?: unknown
  details?: unknown
  cause?: unknown
}

function chain(error: unknown): ErrorLike[] {
  const list: ErrorLike[] = []
  for (let e = error as ErrorLike | undefined; e && typeof e === 'object' && list.length < 10; e = e.cause as ErrorLike | undefined) list.push(e)
  return list
}

export function switchOutcome(error: unknown): SwitchOutcome {
  const errors = chain(error)
  const text = (e: ErrorLike) => `${String(e.message ?? '')} ${String(e.details ?? '')}`
  if (errors.some((e) => text(e).includes(REJECTED_AFTER_ADD))) return 'rejectedAfterAdd'
  if (errors.some((e) => e.code === UNSUPPORTED_METHOD)) return 'unsupported'
  if (errors.some((e) => e.code === USER_REJECTED)) return 'rejected'
  return 'failed'
}
