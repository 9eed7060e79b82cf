// The reference for the first-visit bench: a minimal RainbowKit 2.2 app (its default
// `getDefaultConfig` and `<ConnectButton />`, anvil's chain), written, installed and built in
// .cache/bench-rainbowkit/ and served on 127.0.0.1 by the static handler our server uses (the
// same gzip). RainbowKit 2.2 needs wagmi 2 and the kit uses wagmi 3, so the app has its own
// package.json and node_modules: npm runs with that folder as its prefix, never the project's.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createStaticHandler } from '../../web/server/static.ts'

const DIR = `${process.cwd()}/.cache/bench-rainbowkit`

// Exact versions: RainbowKit 2.2's latest and the newest wagmi 2; the packages both apps share
// (React, viem, TanStack Query, Vite and its React plugin) at the versions the kit builds with.
const PACKAGE = {
  name: 'bench-rainbowkit',
  private: true,
  type: 'module',
  dependencies: {
    '@rainbow-me/rainbowkit': '2.2.11',
    '@tanstack/react-query': '5.108.0',
    react: '19.3.1',
    'react-dom': '19.3.1',
    viem: '2.57.20',
    wagmi: '2.19.5',
  },
  devDependencies: { '@vitejs/plugin-react': '6.3.0', vite: '8.3.8' },
}

const FILES: Record<string, string> = {
  'package.json': `${JSON.stringify(PACKAGE, null, 2)}\n`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>RainbowKit</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  // An inline PostCSS config stops Vite from looking for one in the folders above (the project's).
  'vite.config.mjs': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
export default defineConfig({ plugins: [react()], css: { postcss: {} }, logLevel: 'warn' })
`,
  // The RPC URL comes from the query string: anvil's port changes from run to run, the build does not.
  'src/main.tsx': `import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'

const rpc = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'
const chain = { ...foundry, rpcUrls: { default: { http: [rpc] } } }
const config = getDefaultConfig({
  appName: 'RainbowKit bench',
  projectId: 'bench-project-id-placeholder',
  chains: [chain],
  transports: { [chain.id]: http(rpc) },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
`,
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex')

// Progress and the tools' output go to stderr: stdout is the bench's table, which `npm run bench` writes into the docs.
function run(cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { cwd: DIR, stdio: ['ignore', 2, 2] })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} in ${DIR} exited with ${result.status}`)
}

/**
 * Writes the app, installs its packages when they are missing or its package.json changed
 * (`npm install` from the registry; scripts off, none is needed to build) and builds it when its
 * sources changed. Returns the built folder.
 */
export function buildRainbowKitApp(): string {
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(`${DIR}/${name}`.replace(/\/[^/]+$/, ''), { recursive: true })
    writeFileSync(`${DIR}/${name}`, text)
  }
  const stampFile = `${DIR}/stamp.json`
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {}
  const installed = hash(FILES['package.json'])
  if (stamp.installed !== installed || !existsSync(`${DIR}/node_modules/.package-lock.json`)) {
    console.error(`Installing the RainbowKit app's packages in ${DIR}`)
    run('npm', ['install', '--prefix', DIR, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'])
    stamp.installed = installed
    stamp.built = undefined
    writeFileSync(stampFile, JSON.stringify(stamp))
  }
  const built = hash(JSON.stringify(FILES))
  if (stamp.built !== built || !existsSync(`${DIR}/dist/index.html`)) {
    console.error('Building the RainbowKit app')
    run(process.execPath, [`${DIR}/node_modules/vite/bin/vite.js`, 'build'])
    stamp.built = built
    writeFileSync(stampFile, JSON.stringify(stamp))
  }
  return `${DIR}/dist`
}

/** Serves the built app on a free loopback port; its page takes anvil's URL as `?rpc=`. */
export async function serveRainbowKitApp(dist: string, rpcUrl: string) {
  const files = createStaticHandler({ root: dist })
  const server = createServer((req, res) => void files(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/?rpc=${encodeURIComponent(rpcUrl)}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
