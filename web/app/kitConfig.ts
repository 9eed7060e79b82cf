import { chain } from 'virtual:kit-chain'
import { config as env } from 'virtual:kit-config'
import { projectIdWarning } from '../shared/config/placeholder.ts'
import { createKitConfig, type KitConfig } from '../kit/index.ts'

/** The demo's environment (the VITE_* variables), validated at build time (web/build/config-plugin.ts). */
export { env }

/**
 * The demo's kit configuration, from its environment. Not `ssr`, though the build prerenders the
 * page (web/app/prerender): the page reads its stored connection in its first render, and the
 * prerendered connect modal lists the wallets, whose connectors `ssr` would make only on mount.
 */
export function demoKitConfig(): KitConfig {
  return createKitConfig({
    appName: env.appName,
    chains: [chain],
    rpcUrls: env.rpcUrl ? { [chain.id]: env.rpcUrl } : undefined,
    walletConnect: { projectId: env.wcProjectId, relayUrl: env.wcRelayUrl },
    safe: { gatewayUrl: env.safeGatewayUrl, allowedHosts: env.safeAllowedOrigins },
    signIn: env.authUrl ? { url: env.authUrl } : undefined,
    locale: env.locale,
  })
}

/** Logs the documented placeholder-project-id warning, once. */
export function warnAboutConfig(): void {
  const warning = projectIdWarning(env)
  if (warning) console.warn(warning)
}
