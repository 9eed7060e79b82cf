import type { Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { getSafeReadiness, subscribeSafeReadiness } from './detect.ts'
import { isFramed } from './framed.ts'

const busy = (config: Config) => config.state.status === 'connecting' || config.state.status === 'reconnecting'

/**
 * wagmi's reconnect on load asks the Safe connector once, and the detection gives up after its
 * deadline; a Safe host that answers later (a busy Safe{Wallet}, a slow phone) would leave the app
 * disconnected inside it. When such a late answer comes, connect to the Safe as that reconnect
 * would have, once wagmi has finished whatever it was doing. Only after a miss: a host that
 * answered in time is connected by the reconnect itself.
 */
export function connectLateSafeHost(config: Config): void {
  if (!isFramed()) return
  let missed = false
  const stopWatching = subscribeSafeReadiness(() => {
    const readiness = getSafeReadiness()
    if (readiness === 'unavailable') missed = true
    if (readiness !== 'ready') return
    stopWatching()
    if (missed) afterWagmiSettles(config, () => connectSafe(config))
  })
}

/** Runs `run` once wagmi is neither connecting nor reconnecting (its connect events are ignored then). */
function afterWagmiSettles(config: Config, run: () => void): void {
  if (!busy(config)) return run()
  const stop = config.subscribe(
    (state) => state.status,
    () => {
      if (busy(config)) return
      stop()
      run()
    },
  )
}

function connectSafe(config: Config): void {
  const safe = config.connectors.find((connector) => connector.type === 'safe')
  if (safe && config.state.status === 'disconnected') void reconnect(config, { connectors: [safe] })
}
