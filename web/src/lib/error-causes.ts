/** The fields of an error that wallet and RPC failures are told apart by. */
export interface ErrorLike {
  name?: string
  code?: number
  message?: string
  shortMessage?: string
}

/** An error and its causes, outermost first: viem and wagmi nest the wallet's own error. */
export function errorCauses(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  for (let e = error as { cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 10; e = e.cause as typeof e, depth++) {
    chain.push(e as ErrorLike)
  }
  return chain
}
