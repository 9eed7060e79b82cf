import { getAddress, type Address, type Hex } from 'viem'
import type { AuthChecks, Cacao } from './core-checks.ts'
import { OneClickSignInError } from './errors.ts'
import type { AuthenticateRequest } from './request.ts'

/** What the auth API verifies: the EIP-4361 message the CACAO signs, and its signature. */
export interface SignInProof {
  message: string
  signature: Hex
  address: Address
}

const refused = (reason: string) => new OneClickSignInError('verify', { cause: new Error(reason) })

/**
 * Checks every CACAO the wallet returned against the request we sent (domain, nonce, URI,
 * chains, times, a valid ReCap), then rebuilds the signed message of the one for `chainId`.
 */
export async function proofOf(
  checks: AuthChecks,
  cacaos: readonly Cacao[],
  request: AuthenticateRequest,
  chainId: number,
): Promise<SignInProof> {
  const binding = { domain: request.domain, nonce: request.nonce, aud: request.uri, chains: request.chains }
  for (const cacao of cacaos) {
    const bound = await checks.isCacaoBoundToRequest({ cacao, request: binding })
    if (!bound.valid) throw refused(bound.reason ?? 'The CACAO does not answer the request')
    const recap = await checks.getRecapFromResources(cacao.p.resources)
    if (recap) await checks.decodeRecap(recap).catch((error: Error) => Promise.reject(refused(error.message)))
  }
  for (const cacao of cacaos) {
    if ((await checks.getNamespacedDidChainId(cacao.p.iss)) !== `eip155:${chainId}`) continue
    const address = await checks.getDidAddress(cacao.p.iss)
    if (!address) throw refused(`No address in ${cacao.p.iss}`)
    return {
      message: await checks.formatMessage(cacao.p, cacao.p.iss),
      signature: cacao.s.s as Hex,
      address: getAddress(address),
    }
  }
  throw refused(`No CACAO for chain ${chainId}`)
}
