// The kit's server entry: what a dapp's back end needs to accept Sign-In with Ethereum from the
// kit. It imports only web/shared (npm run check fails otherwise), so Node loads it without a
// DOM, React or the kit's browser code.

export {
  /**
   * Checks everything in an EIP-4361 message that needs neither a nonce store nor the chain: its
   * canonical form, domain, URI, chain id and times (with {@link CLOCK_SKEW_MS} of slack). Throws
   * an {@link AuthError} naming the first problem; returns the address, chain, nonce and expiry.
   */
  checkSiweMessage,
  /** The clock drift tolerated on a message's issued-at and not-before times: 2 minutes. */
  CLOCK_SKEW_MS,
  /** What {@link checkSiweMessage} expects: the site's origins, its chain id and the time now. */
  type SiweExpectations,
  /** What {@link checkSiweMessage} returns from an accepted message. */
  type CheckedMessage,
} from '../shared/auth/siwe-check.ts'

export {
  /**
   * A signature verifier for one chain: EOA signatures locally, contract accounts (a Safe) over
   * RPC through EIP-1271 and ERC-6492, each call capped in gas and the whole check in time.
   */
  createSignatureVerifier,
  /** One JSON-RPC request's timeout in the contract-account check: 2 s. */
  RPC_TIMEOUT_MS,
  /** The whole contract-account check's deadline: 5 s, then {@link RpcUnavailableError}. */
  CONTRACT_CHECK_DEADLINE_MS,
  /** Answers whether a claim's signature is its address's signature of its message. */
  type SignatureVerifier,
  /** An address, a message and the signature said to be the address's. */
  type SignatureClaim,
} from '../shared/auth/signature.ts'

export {
  /** A refused sign-in: an HTTP `status`, a stable `code` and a message for people. */
  AuthError,
  /** The signature does not prove the claimed address signed (401 `invalid_signature`). */
  InvalidSignatureError,
  /** The chain could not be asked about a contract account: no verdict (502 `rpc_unavailable`). */
  RpcUnavailableError,
} from '../shared/auth/errors.ts'

export {
  /** How long a sign-in nonce lives (5 minutes); older messages are refused as stale. */
  NONCE_TTL_MS,
} from '../shared/auth/nonce.ts'
