import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../peers/anvil.ts'
import { PAYMASTER_URL } from './wallet/options.ts'
import { buildAndServeApp } from '../peers/app.ts'
import { startSafePeers } from '../peers/safe-host/index.ts'
import { freePort } from '../peers/net.ts'
import { startRelay } from '../peers/wc-relay/index.ts'
import { bundleTestWallet } from './wallet/bundle.ts'
import { startConsumerBuilds } from './consumers/builds.ts'

// Per run, so several test runs on one machine never overwrite each other's builds.
const runDir = `.cache/e2e-${process.pid}/`
const cacheDir = fileURLToPath(new URL(`../../${runDir}`, import.meta.url))

/**
 * Starts the real peers every browser test talks to (anvil), builds the app configured for them
 * and serves it. Tests find them through E2E_* environment variables.
 */
export default async function globalSetup() {
  // The consumer apps install and build beside everything else; their tests wait for them.
  const consumerBuilds = startConsumerBuilds()
  const anvil = await startAnvil()
  // Safe embedded mode: a Safe host harness and a local gateway; the app trusts and uses them.
  const safe = await startSafePeers({ chainId: anvil.chainId, anvilUrl: anvil.url })
  // WalletConnect: a local relay (tests/peers/wc-relay); the app is built to use it.
  const wcRelay = await startRelay()
  const wcEnv = { VITE_WC_RELAY_URL: wcRelay.url, VITE_WC_PROJECT_ID: 'beacon-e2e' }
  const app = await buildAndServeApp(
    {
      VITE_CHAIN_ID: String(anvil.chainId),
      VITE_RPC_URL: anvil.url,
      VITE_APP_NAME: 'Beacon',
      // Only handed to wallets that support ERC-7677 (calls.spec.ts); nothing fetches it.
      VITE_PAYMASTER_URL: PAYMASTER_URL,
      ...safe.appEnv,
      ...wcEnv,
    },
    `${runDir}app`,
  )
  safe.host.setAppUrl(app.url)
  // Sign-In with Ethereum on: the auth API is mounted same-origin by the preview server. Its
  // WalletConnect wallets use the local relay (one-click sign-in, walletconnect/authenticate.spec.ts);
  // the Safe host frames it too (`?app=`, safe-sign-in.spec.ts).
  const authEnv = {
    VITE_CHAIN_ID: String(anvil.chainId),
    VITE_RPC_URL: anvil.url,
    VITE_APP_NAME: 'Beacon',
    VITE_AUTH_URL: '/api/auth',
    AUTH_DATA_DIR: `${cacheDir}auth-data`,
    ...safe.appEnv,
    ...wcEnv,
  }
  const authApp = await buildAndServeApp(authEnv, `${runDir}app-auth`)
  // The same build on a second server, with its own memory (nonces, the per-IP rate limit): the
  // 'kit' lane's sign-in views, which run beside the 'chain' lane, never spend the sign-in tests' budget.
  const kitAuthApp = await buildAndServeApp(authEnv, `${runDir}app-auth`, authApp.dir)
  // WalletConnect where the relay misbehaves: the app is built for a port that tests fill with
  // a failing relay, a real one they restart, or nothing (refused), and with the placeholder
  // project id the default configuration has.
  const faultyRelayPort = await freePort()
  const faultyRelayApp = await buildAndServeApp(
    {
      VITE_CHAIN_ID: String(anvil.chainId),
      VITE_RPC_URL: anvil.url,
      VITE_APP_NAME: 'Beacon',
      VITE_WC_RELAY_URL: `ws://127.0.0.1:${faultyRelayPort}`,
    },
    `${runDir}app-faulty-relay`,
  )
  // The app exactly as `npm start` builds it on a fresh clone: no configuration at all. npm test
  // has built it already for the bundle-size stage (E2E_DEFAULT_APP_DIR).
  const defaultApp = await buildAndServeApp({}, `${runDir}app-default`, process.env.E2E_DEFAULT_APP_DIR)
  mkdirSync(cacheDir, { recursive: true })
  const walletScript = `${cacheDir}test-wallet.js`
  writeFileSync(walletScript, await bundleTestWallet())

  process.env.E2E_APP_URL = app.url
  process.env.E2E_APP_DIR = app.dir
  process.env.E2E_DEFAULT_APP_URL = defaultApp.url
  process.env.E2E_AUTH_APP_URL = authApp.url
  process.env.E2E_KIT_AUTH_APP_URL = kitAuthApp.url
  // Its build, for tests that serve it on more instances (sign-in-instances.spec.ts).
  process.env.E2E_AUTH_APP_DIR = authApp.dir
  process.env.E2E_RPC_URL = anvil.url
  process.env.E2E_CHAIN_ID = String(anvil.chainId)
  process.env.E2E_WALLET_SCRIPT = walletScript
  process.env.E2E_SAFE_HOST_URL = safe.host.url
  process.env.E2E_SAFE_CROSS_SITE_HOST_URL = safe.host.crossSiteUrl
  process.env.E2E_SAFE_GATEWAY_URL = safe.gateway.url
  process.env.E2E_WC_RELAY_URL = wcRelay.url
  process.env.E2E_FAULTY_RELAY_APP_URL = faultyRelayApp.url
  process.env.E2E_FAULTY_RELAY_PORT = String(faultyRelayPort)

  return async () => {
    await consumerBuilds.stop()
    await app.stop()
    await defaultApp.stop()
    await authApp.stop()
    await kitAuthApp.stop()
    await faultyRelayApp.stop()
    await safe.stop()
    await wcRelay.stop()
    rmSync(cacheDir, { recursive: true, force: true })
    await anvil.stop()
  }
}
