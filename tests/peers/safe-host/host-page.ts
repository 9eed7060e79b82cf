import type { HostSettings } from './host-methods.ts'

/** The SDK version the host claims in its replies; the SDK drops replies without one. */
export const HOST_SDK_VERSION = '9.1.0'

/**
 * The host page: the app in an iframe, and a relay that answers its Safe Apps messages the way
 * Safe{Wallet} does. It takes requests only from that iframe, answers only to its origin, and
 * leaves the answering to the harness server (host-methods.ts), which has the keys and anvil.
 * Tests steer it with `harness.set({...})` and read `harness.calls`.
 */
export function hostPage(appUrl: string, defaults: HostSettings): string {
  const script = `
const frame = document.getElementById('app')
const appOrigin = new URL(frame.src).origin
const session = crypto.randomUUID()
const settings = ${JSON.stringify(defaults)}
const query = new URLSearchParams(location.search)
if (query.get('safe')) settings.safe = query.get('safe')
if (query.get('delay')) settings.infoDelayMs = Number(query.get('delay'))
window.harness = { settings, calls: [], set: (changes) => Object.assign(settings, changes) }
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return
  const { id, method, params } = event.data ?? {}
  if (typeof id !== 'string' || typeof method !== 'string') return
  harness.calls.push({ method, params })
  let reply
  try {
    const response = await fetch('/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, settings, method, params }) })
    const body = await response.json()
    reply = 'error' in body ? { id, success: false, error: body.error } : { id, success: true, data: body.data }
  } catch (error) {
    reply = { id, success: false, error: String(error) }
  }
  frame.contentWindow.postMessage({ ...reply, version: ${JSON.stringify(HOST_SDK_VERSION)} }, appOrigin)
})`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Safe host harness</title>
<style>body{margin:0;font-family:system-ui}header{padding:8px 16px;background:#12ff80}iframe{border:0;width:100%;height:calc(100vh - 40px)}</style>
</head>
<body>
<header>Safe host harness</header>
<iframe id="app" title="Safe App" src="${appUrl.replace(/"/g, '&quot;')}"></iframe>
<script type="module">${script}</script>
</body>
</html>`
}
