import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startAnvil } from '../peers/anvil'
import { buildAndServeApp } from '../peers/app'
import { bundleTestWallet } from './wallet/bundle'

// Per run, so several test runs on one machine never overwrite each other's builds.
const runDir = `.cache/e2e-${process.pid}/`
const cacheDir = fileURLToPath(new URL(`../../${runDir}`, import.meta.url))

/**
 * Starts the real peers every browser test talks to (anvil), builds the app configured for them
 * and serves it. Tests find them through E2E_* environment variables.
 */
export default async function globalSetup() {
  const anvil = await startAnvil()
  const app = await buildAndServeApp({ VITE_CHAIN_ID: String(anvil.chainId), VITE_RPC_URL: anvil.url, VITE_APP_NAME: 'Beacon' }, `${runDir}app`)
  // The app exactly as `npm start` builds it on a fresh clone: no configuration at all.
  const defaultApp = await buildAndServeApp({}, `${runDir}app-default`)
  mkdirSync(cacheDir, { recursive: true })
  const walletScript = `${cacheDir}test-wallet.js`
  writeFileSync(walletScript, await bundleTestWallet())

  process.env.E2E_APP_URL = app.url
  process.env.E2E_DEFAULT_APP_URL = defaultApp.url
  process.env.E2E_RPC_URL = anvil.url
  process.env.E2E_CHAIN_ID = String(anvil.chainId)
  process.env.E2E_WALLET_SCRIPT = walletScript

  return async () => {
    await app.stop()
    await defaultApp.stop()
    rmSync(cacheDir, { recursive: true, force: true })
    await anvil.stop()
  }
}
