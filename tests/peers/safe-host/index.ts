import { createSafeState, SAFE_BALANCE_WEI, SAFE_SETUPS } from './fixtures.ts'
import { startGateway } from './gateway.ts'
import { startSafeHost } from './host.ts'
import { createSafe, deploySafeContracts, DEPLOYER } from './safe-contracts.ts'

/**
 * Safe 1.4.1 on anvil and the harness's Safes (2-of-3 over three dev accounts, and a 1-of-1),
 * created through the proxy factory and funded by the deployer (the dev accounts keep their 10,000 ETH).
 */
export async function deployHarnessSafes(anvilUrl: string): Promise<void> {
  await deploySafeContracts(anvilUrl)
  for (const [i, { address: expected, owners, threshold }] of SAFE_SETUPS.entries()) {
    const safe = await createSafe(anvilUrl, {
      owners,
      threshold,
      saltNonce: BigInt(i),
      funder: DEPLOYER,
      balanceWei: SAFE_BALANCE_WEI,
    })
    if (safe !== expected) throw new Error(`Safe ${i} at ${safe}, expected ${expected}`)
  }
}

/** The Safe host harness and the local gateway, sharing the Safes' off-chain state. */
export async function startSafePeers({ chainId, anvilUrl }: { chainId: number; anvilUrl: string }) {
  await deployHarnessSafes(anvilUrl)
  const state = createSafeState()
  const gateway = await startGateway({ chainId, anvilUrl, state })
  const host = await startSafeHost({ chainId, anvilUrl, state })
  return {
    gateway,
    host,
    /** Build configuration of an app that trusts this host and uses this gateway. */
    appEnv: {
      VITE_SAFE_GATEWAY_URL: gateway.url,
      VITE_SAFE_ALLOWED_DOMAINS: `${host.url},${host.crossSiteUrl}`,
      VITE_SAFE_E2E_HOOKS: 'true',
    },
    async stop() {
      await host.stop()
      await gateway.stop()
    },
  }
}
