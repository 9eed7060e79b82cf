import { createSafeState } from './fixtures'
import { startGateway } from './gateway'
import { startSafeHost } from './host'

/** The Safe host harness and the local gateway, sharing one Safe's state. */
export async function startSafePeers({ chainId, anvilUrl }: { chainId: number; anvilUrl: string }) {
  const state = createSafeState()
  const gateway = await startGateway({ chainId, anvilUrl, state })
  const host = await startSafeHost({ chainId, anvilUrl, state })
  return {
    gateway,
    host,
    /** Build configuration of an app that trusts this host and uses this gateway. */
    appEnv: { VITE_SAFE_GATEWAY_URL: gateway.url, VITE_SAFE_ALLOWED_DOMAINS: host.url, VITE_SAFE_E2E_HOOKS: 'true' },
    async stop() {
      await host.stop()
      await gateway.stop()
    },
  }
}
