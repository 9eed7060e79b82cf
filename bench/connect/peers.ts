import type { Browser, BrowserContext } from '@playwright/test'
import { rmSync } from 'node:fs'
import { bundleTestWallet } from '../../tests/e2e/wallet/bundle'
import { DEV_KEYS, TEST_WALLET_ICON, type TestWalletOptions } from '../../tests/e2e/wallet/options'
import { startAnvil } from '../../tests/peers/anvil'
import { buildAndServeApp } from '../../tests/peers/app'
import { answerVerify } from '../../tests/peers/verify'
import { startRelay } from '../../tests/peers/wc-relay'
import { addProbe } from './probe'

const LOOPBACK = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//

/** The app built as the browser tests build it: anvil's chain, the local WalletConnect relay. */
export async function startPeers() {
  const anvil = await startAnvil()
  const relay = await startRelay()
  const outDir = `.cache/bench-connect-${process.pid}`
  const app = await buildAndServeApp(
    { VITE_CHAIN_ID: String(anvil.chainId), VITE_RPC_URL: anvil.url, VITE_APP_NAME: 'Beacon', VITE_WC_RELAY_URL: relay.url, VITE_WC_PROJECT_ID: 'beacon-bench' },
    `${outDir}/app`,
  )
  const walletScript = await bundleTestWallet(`${process.cwd()}/tests/e2e/wallet/injected-wallet.ts`)

  /**
   * A fresh browser context (empty cache and storage: a first visit) with the probe and the
   * injected test wallet, on `chainId` (the app's by default). Nothing leaves the machine: the
   * Verify lookup is answered in place (as in the browser tests), the rest is refused.
   */
  async function visit(browser: Browser, chainId = anvil.chainId): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const wallet: TestWalletOptions = {
      rpcUrl: anvil.url,
      privateKey: DEV_KEYS[6],
      chainId,
      knownChains: [chainId],
      name: 'Test Wallet',
      rdns: 'dev.beacon.testwallet',
      icon: TEST_WALLET_ICON,
      announce: true,
      injectWindowEthereum: true,
      behaviour: {},
    }
    await context.addInitScript({ content: `window.__testWalletOptions = ${JSON.stringify(wallet)};\n${walletScript}` })
    await addProbe(context)
    await context.route((url) => !LOOPBACK.test(url.href) && url.protocol !== 'data:' && url.protocol !== 'blob:', (route) => route.abort('blockedbyclient'))
    await answerVerify(context, app.url)
    return context
  }

  return {
    url: app.url,
    visit,
    async stop() {
      await app.stop()
      await relay.stop()
      await anvil.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
