import { ConnectorNotFoundError, type Config, type Connector } from 'wagmi'

/**
 * wagmi stores its connections with each connector cut down to `{ id, name, type, uid }`, and puts
 * them back in its state as they are: the account shows at once, while `reconnect()` restores the
 * real connectors. An action made then (signMessage, sendTransaction, switchChain...) calls
 * `connection.connector.getChainId()` on that plain object and fails ('getChainId is not a
 * function'). Each restored connection gets instead a connector whose methods wait until
 * reconnect() has decided, then are served by the connector it restored, or fail as not found (none was restored).
 */

/** What an action may call on a connector before its restore is done: these wait for it. */
const WAITING = new Set<PropertyKey>([
  'connect',
  'disconnect',
  'getAccounts',
  'getChainId',
  'getProvider',
  'isAuthorized',
])
/** Methods wagmi calls only where a connector has them (a missing switchChain means it cannot switch). */
const WAITING_WHERE_PRESENT = new Set<PropertyKey>(['getClient', 'switchChain'])

const awaiting = new WeakSet<object>()

type Stored = Pick<Connector, 'id' | 'name' | 'type' | 'uid'>

/** Whether a restore is still under way: a connection from storage is in the state, or reconnect() runs. */
function restoring(config: Config): boolean {
  const { connections, status } = config.state
  return (
    status === 'reconnecting' ||
    status === 'connecting' ||
    [...connections.values()].some(({ connector }) => awaiting.has(connector))
  )
}

/** The connector reconnect() restored under `id`, once it is done. */
function restored(config: Config, id: string): Promise<Connector> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (restoring(config)) return false
      const connection = [...config.state.connections.values()].find(({ connector }) => connector.id === id)
      if (connection) resolve(connection.connector)
      else reject(new ConnectorNotFoundError())
      return true
    }
    if (settle()) return
    const stop = config.subscribe(
      (state) => state,
      () => settle() && stop(),
    )
  })
}

/**
 * A connector standing in for `stored` until the restore is done: its own fields are those of the
 * configured connector with that id (icon included) where there is one, its methods those of the
 * connector restored.
 */
function awaitingRestore(config: Config, stored: Stored): Connector {
  const base = config.connectors.find((c) => c.id === stored.id) ?? stored
  let real: Promise<Connector> | undefined
  const connector = new Proxy(base as Connector, {
    get(target, key) {
      if (key === 'uid') return stored.uid
      const value: unknown = Reflect.get(target, key)
      if (!WAITING.has(key) && !(WAITING_WHERE_PRESENT.has(key) && typeof value === 'function')) return value
      return async (...args: unknown[]) => {
        real ??= restored(config, stored.id)
        const connector = await real
        const method: unknown = connector[key as keyof Connector]
        if (typeof method !== 'function') throw new ConnectorNotFoundError()
        return (method as (...a: unknown[]) => unknown).apply(connector, args)
      }
    },
  })
  awaiting.add(connector)
  return connector
}

/** Gives every connection wagmi put back from storage a connector that waits for its restore. */
export function awaitRestoredConnections(config: Config): void {
  const replace = () => {
    const { connections } = config.state
    const stored = [...connections].filter(([, { connector }]) => typeof connector.getChainId !== 'function')
    if (stored.length === 0) return
    const next = new Map(connections)
    for (const [key, connection] of stored)
      next.set(key, { ...connection, connector: awaitingRestore(config, connection.connector) })
    config.setState((state) => ({ ...state, connections: next }))
  }
  replace()
  config.subscribe((state) => state.connections, replace)
}
