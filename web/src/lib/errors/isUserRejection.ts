import { walk, type ErrorLike } from './base'

/** EIP-1193's 4001, and WalletConnect's USER_REJECTED family: 5000 rejected, 5001 chains, 5002 methods, 5003 events. */
const CODES = [4001, 5000, 5001, 5002, 5003]

/** viem's UserRejectedRequestError (wagmi's too) and our own UserRejectedError. */
const NAMES = /^UserRejected(Request)?Error$/

/**
 * Wallets that refuse without a code say it in words: 'User rejected the request.', 'User
 * closed modal', 'User denied transaction signature', Safe{Wallet}'s 'Transaction was rejected'.
 * Only the user's own refusals: 'Connection closed' or a cancelled pairing are failures.
 */
const TEXTS = /\buser (rejected|denied|cancel+ed|closed|dismissed)\b|\b(rejected|denied) by (the )?user\b|\b(request|transaction|signature|message|signing)( was)? (rejected|denied)\b/i

const isRejection = (e: ErrorLike) => CODES.includes(e.code as number) || NAMES.test(e.name as string) || TEXTS.test(e.message as string)

/**
 * Whether `error`, or anything in its cause chain, is the user saying no in their wallet. The one
 * answer to that question for connecting, switching networks, signing, sending, sign-in and Safe.
 */
export function isUserRejection(error: unknown): boolean {
  return walk(error, isRejection) !== null
}
