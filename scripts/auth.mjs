// npm run auth: the Sign-In with Ethereum API alone (no app files), for deployments where the
// app is static files served elsewhere and a proxy sends /api/auth here. See docs/operations.md.
import { buildAndServe } from './lib/serve.mjs'
import { ensureNpm } from './lib/setup.mjs'

try {
  ensureNpm()
  const { url } = await buildAndServe('api', 8787, async () => {})
  console.log(`\n  Auth API running at ${url}/api/auth  (Ctrl+C to stop)\n`)
} catch (error) {
  console.error(`\n\x1b[31m✗ npm run auth failed:\x1b[0m ${error.message}`)
  process.exit(1)
}
