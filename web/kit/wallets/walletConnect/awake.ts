import { RELAYER_CONNECT, RELAYER_DISCONNECT, type SignClient } from './signClient.ts'

/**
 * Keeps the relay socket up while something waits for the wallet: a pairing whose URI was shown
 * or handed to a wallet app, or a request the wallet has not answered. A phone freezes the tab it
 * hides and drops its socket while the visitor is in the wallet app; sign-client reopens a socket
 * it saw close, but only on its timers, and never notices one that died silently. So the moment
 * the page is back (shown, restored, resumed, online), a closed socket is reopened, and an open
 * one that does not answer is restarted; sign-client then resubscribes its topics, and the relay
 * hands over what the wallet sent meanwhile, which it keeps until the message's TTL.
 *
 * While something waits, it also tells whether the page is offline: the browser says so, or the
 * socket has stayed closed past a reconnect's usual time.
 */

/** A closed socket that has not reopened after this long means the network is gone. */
export const OFFLINE_AFTER_MS = 2000
/** An open socket that does not answer within this long, once the page is back, died unnoticed. */
export const PROBE_MS = 1500

interface Watch {
  holds: number
  /** The page was hidden or frozen since it was last back: its socket may have died unnoticed. */
  wasAway: boolean
  /** When the socket closed, while it stays closed. */
  downSince?: number
  stop(): void
}

const watches = new Map<SignClient, Watch>()
const listeners = new Set<() => void>()
let offline = false

function setOffline(value: boolean): void {
  if (offline === value) return
  offline = value
  listeners.forEach((listener) => listener())
}

/** Offline while something waits, by the browser's word or by a socket that stays closed. */
function recompute(): void {
  const now = Date.now()
  const down = [...watches.values()].some((w) => w.downSince !== undefined && now - w.downSince >= OFFLINE_AFTER_MS)
  setOffline(watches.size > 0 && (!navigator.onLine || down))
}

/**
 * Whether the open socket still answers: the relay answers a subscribe to a topic the client
 * already has at once (and hands over anything stored for it). Restarting a live socket instead
 * would cut off what it is delivering, such as the subscribe that follows a wallet's approval.
 */
async function answers(client: SignClient): Promise<boolean> {
  const relayer = client.core.relayer
  const topic = relayer.subscriber.topics[0]
  if (!topic) return true
  const probe = relayer.request({ method: 'irn_subscribe', params: { topic } }).then(
    () => true,
    () => true,
  )
  return Promise.race([probe, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_MS))])
}

/** Opens the socket if it is closed; if the page was away, checks it answers, and restarts it if not. */
async function revive(client: SignClient, watch: Watch): Promise<void> {
  const relayer = client.core.relayer
  const away = watch.wasAway
  watch.wasAway = false
  try {
    if (!relayer.connected) await relayer.transportOpen()
    else if (away && !(await answers(client))) await relayer.restartTransport()
  } catch {
    // Offline or the relay is down: sign-client retries on its heartbeat, and so does the next 'online'.
  }
  recompute()
}

function watchClient(client: SignClient): Watch {
  const relayer = client.core.relayer
  let timer: ReturnType<typeof setTimeout> | undefined
  const onDisconnect = () => {
    watch.downSince ??= Date.now()
    clearTimeout(timer)
    timer = setTimeout(recompute, OFFLINE_AFTER_MS)
  }
  const onConnect = () => {
    watch.downSince = undefined
    clearTimeout(timer)
    recompute()
  }
  // Checked in a task of its own: a close that happened while the page was frozen is dispatched
  // first, so a socket already known dead is reopened rather than restarted twice.
  const onBack = () => {
    if (document.visibilityState === 'hidden') return
    setTimeout(() => void revive(client, watch))
  }
  const onAway = () => {
    if (document.visibilityState === 'hidden') watch.wasAway = true
  }
  const onVisibility = () => (document.visibilityState === 'hidden' ? onAway() : onBack())
  const onFreeze = () => (watch.wasAway = true)
  const onNetwork = () => {
    recompute()
    if (navigator.onLine) onBack()
  }
  relayer.on(RELAYER_DISCONNECT, onDisconnect)
  relayer.on(RELAYER_CONNECT, onConnect)
  const pageEvents: Array<[EventTarget, string, () => void]> = [
    [document, 'visibilitychange', onVisibility],
    [document, 'freeze', onFreeze],
    [document, 'resume', onBack],
    [window, 'pageshow', onBack],
    [window, 'online', onNetwork],
    [window, 'offline', onNetwork],
  ]
  for (const [target, type, listener] of pageEvents) target.addEventListener(type, listener)
  const watch: Watch = {
    holds: 0,
    wasAway: false,
    downSince: relayer.connected ? undefined : Date.now(),
    stop() {
      clearTimeout(timer)
      relayer.off(RELAYER_DISCONNECT, onDisconnect)
      relayer.off(RELAYER_CONNECT, onConnect)
      for (const [target, type, listener] of pageEvents) target.removeEventListener(type, listener)
    },
  }
  if (watch.downSince !== undefined) timer = setTimeout(recompute, OFFLINE_AFTER_MS)
  return watch
}

/**
 * Holds the relay awake for one waiting pairing or request; call the returned function once it
 * is settled. Outside a browser (Node tests of the connector) there is nothing to watch.
 */
export function keepRelayAwake(client: SignClient): () => void {
  if (typeof document === 'undefined') return () => {}
  let watch = watches.get(client)
  if (!watch) {
    watch = watchClient(client)
    watches.set(client, watch)
  }
  watch.holds++
  recompute()
  let released = false
  return () => {
    if (released) return
    released = true
    if (--watch.holds > 0) return
    watch.stop()
    watches.delete(client)
    recompute()
  }
}

/** Whether the page is offline while something waits for the wallet, for the UI to say so. */
export const relayOffline = {
  get: (): boolean => offline,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
