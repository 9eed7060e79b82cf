import { createConnector, type CreateConnectorFn } from 'wagmi'

/** Storage key of a connector's shim flag: set on connect, removed on disconnect (docs/spec.md §4.5). */
export const shimFlagKey = (connectorId: string) => `${connectorId}.shimDisconnect`

/**
 * Gives a connector the spec's shim-flag semantics: it counts as authorized only while its flag
 * is stored, so a wallet the user disconnected from here stays disconnected even if the wallet
 * itself still exposes accounts. With `lazy`, the connector's provider (and the SDK behind it) is
 * not loaded until the user picks the wallet or it is the remembered one: wagmi probes every
 * connector's provider on page load, which would otherwise load and start every wallet SDK.
 */
export function remembered(inner: CreateConnectorFn, { lazy = false } = {}): CreateConnectorFn {
  return createConnector((config) => {
    const base = inner(config)
    const flag = shimFlagKey(base.id)
    // wagmi's storage is typed for its own keys; the flag is ours.
    const storage = config.storage as unknown as {
      getItem(key: string): Promise<unknown>
      setItem(key: string, value: unknown): Promise<void>
      removeItem(key: string): Promise<void>
    } | null
    const isRemembered = async () => Boolean(await storage?.getItem(flag))
    let chosen = false

    return {
      ...base,
      async connect(parameters) {
        chosen = true
        const result = await base.connect.call(this, parameters)
        await storage?.setItem(flag, true)
        return result
      },
      async disconnect() {
        await base.disconnect.call(this)
        await storage?.removeItem(flag)
      },
      async isAuthorized() {
        return (await isRemembered()) && base.isAuthorized.call(this)
      },
      async getProvider(parameters) {
        if (lazy && !chosen && !(await isRemembered())) return undefined as never
        chosen = true
        return base.getProvider.call(this, parameters)
      },
    } as typeof base
  })
}
