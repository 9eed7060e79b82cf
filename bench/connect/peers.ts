import type { Browser, BrowserContext } from '@playwright/test'
import { rmSync } from 'node:fs'
import { bundleTestWallet, walletInitScript } from '../../tests/e2e/wallet/bundle.ts'
import { DEV_KEYS, TEST_WALLET_ICON, type TestWalletOptions } from '../../tests/e2e/wallet/options.ts'
import { startAnvil } from '../../tests/peers/anvil.ts'
import { buildAndServeApp } from '../../tests/peers/app.ts'
import { startRelay } from '../../tests/peers/wc-relay/index.ts'
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs'
import { launchChromium } from '../lib/chromium.ts'
import { addProbe } from './probe.ts'
import { startVerify, VERIFY_HOST } from './verify.ts'

/** The app built as the browser tests build it: anvil's chain, the local WalletConnect relay. */
export async function startPeers() {
  const anvil = await startAnvil()
  const relay = await startRelay()
  const outDir = `.cache/bench-connect-${process.pid}`
  const app = await buildAndServeApp(
    {
      VITE_CHAIN_ID: String(anvil.chainId),
      VITE_RPC_URL: anvil.url,
      VITE_APP_NAME: 'Beacon',
      VITE_WC_RELAY_URL: relay.url,
      VITE_WC_PROJECT_ID: 'beacon-bench',
    },
    `${outDir}/app`,
  )
  const verify = await startVerify(app.url)
  const walletScript = await bundleTestWallet(`${process.cwd()}/tests/e2e/wallet/injected-wallet.ts`)

  /**
   * A visitor's Chromium (bench/lib/chromium.ts), where no host name resolves but Verify's, to the
   * local one: nothing leaves the machine.
   */
  function launch(): Promise<Browser> {
    return launchChromium([
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${VERIFY_HOST} 127.0.0.1:${verify.port}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ])
  }

  /**
   * A fresh browser context (empty cache and storage: a first visit) with the probe and, unless
   * `wallet` is false, the injected test wallet on `chainId` (the app's by default). A visitor on
   * a phone has no injected wallet, and its bundle's evaluation at page start would weigh on
   * every first paint measured there.
   */
  async function visit(
    browser: Browser,
    { chainId = anvil.chainId, wallet: injected = true }: { chainId?: number; wallet?: boolean } = {},
  ): Promise<BrowserContext> {
    // An English-speaking visitor, as the README's figures are: the page loads nothing more for them.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
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
    if (injected)
      await context.addInitScript({
        content: walletInitScript(wallet, walletScript),
      })
    await addProbe(context)
    return context
  }

  return {
    url: app.url,
    anvilUrl: anvil.url,
    chainId: anvil.chainId,
    relayUrl: relay.url,
    launch,
    visit,
    async stop() {
      await verify.stop()
      await app.stop()
      await relay.stop()
      await anvil.stop()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
