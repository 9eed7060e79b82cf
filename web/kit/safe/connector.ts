import { createConnector, ProviderNotFoundError } from 'wagmi'
import { getAddress } from 'viem'
import { detectSafe, DETECT_TIMEOUT_MS } from './detect.ts'
import type { SafeProvider } from './provider.ts'

export interface SafeConnectorParameters {
  /** How long to wait for the host's Safe info (see detect.ts). */
  timeoutMs?: number
  /** Host origins accepted besides Safe{Wallet}'s (the kit's `safe.allowedHosts`). */
  allowedHosts?: readonly string[]
}

safeConnector.type = 'safe' as const

/**
 * Our wagmi connector for apps embedded in Safe{Wallet}. It is authorized exactly when a Safe
 * host answers, which makes wagmi's reconnect-on-load connect to the Safe without a click.
 * A Safe's account and chain never change while the app is loaded (the host reloads us), so
 * there are no change events to forward.
 */
export function safeConnector({ timeoutMs = DETECT_TIMEOUT_MS, allowedHosts = [] }: SafeConnectorParameters = {}) {
  let onDisconnect: (() => void) | undefined
  const provider = async () => {
    const found = await detectSafe(timeoutMs, allowedHosts)
    if (!found) throw new ProviderNotFoundError()
    return found
  }

  return createConnector<SafeProvider | undefined>((config) => ({
    id: 'safe',
    name: 'Safe',
    type: safeConnector.type,
    async setup() {
      // Start asking the host right away, so the answer is there when wagmi reconnects.
      void detectSafe(timeoutMs, allowedHosts)
    },
    async connect<withCapabilities extends boolean = false>({
      withCapabilities,
    }: { withCapabilities?: withCapabilities | boolean } = {}) {
      const safe = await provider()
      if (!onDisconnect) {
        onDisconnect = () => config.emitter.emit('disconnect')
        safe.on('disconnect', onDisconnect)
      }
      const accounts = [getAddress(safe.address)]
      return {
        accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
        chainId: safe.safe.chainId,
      }
    },
    async disconnect() {
      const safe = await detectSafe(timeoutMs, allowedHosts)
      if (safe && onDisconnect) safe.removeListener('disconnect', onDisconnect)
      onDisconnect = undefined
    },
    async getAccounts() {
      return [getAddress((await provider()).address)]
    },
    async getChainId() {
      return (await provider()).safe.chainId
    },
    async getProvider() {
      return (await detectSafe(timeoutMs, allowedHosts)) ?? undefined
    },
    async isAuthorized() {
      return (await detectSafe(timeoutMs, allowedHosts)) !== null
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {
      config.emitter.emit('disconnect')
    },
  }))
}
