/** An EIP-1193 error: what a wallet throws, with its code (4001 refused, 4902 unknown chain, …). */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
