import type { Session } from './signClient.ts'

/**
 * Requests the visitor approves in the wallet: signing, sending, chain changes, assets and
 * permissions. Everything else (accounts, chain id, reads) is answered without the visitor.
 */
const NEEDS_APPROVAL = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_requestPermissions',
  'wallet_grantPermissions',
])

export const needsApproval = (method: string) => NEEDS_APPROVAL.has(method)

/**
 * The link that brings a phone session's wallet app to the front: the wallet's own redirect
 * (universal, else native), else the link the visitor chose it by.
 */
export function appLinkFor(metadata: Session['peer']['metadata'], chosen: string): string {
  return metadata.redirect?.universal || metadata.redirect?.native || chosen
}

/** The pairing topic a `wc:` URI names. */
export const pairingTopicOf = (uri: string): string | undefined => /^wc:([0-9a-f]{64})@2\b/.exec(uri)?.[1]
