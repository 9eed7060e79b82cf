import type { Chain } from 'viem'
import { checkUrl } from '../../shared/config/checkUrl.ts'
import { isLocale } from '../../shared/i18n/localeTags.ts'
import type { KitConfigOptions } from './options.ts'

const GATEWAY_PROTOCOLS = ['http:', 'https:']

const isOrigin = (entry: string): boolean => {
  try {
    const url = new URL(entry)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, '')
  } catch {
    return false
  }
}

function checkChains(problems: string[], chains: readonly Chain[]): void {
  if (chains.length === 0) problems.push('chains must hold at least one chain (viem/chains)')
  const seen = new Set<number>()
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain?.id) || chain.id <= 0) {
      problems.push(`chains: ${JSON.stringify(chain?.name ?? chain)} has no positive integer id`)
      continue
    }
    if (seen.has(chain.id)) problems.push(`chains: chain ${chain.id} is listed twice`)
    seen.add(chain.id)
  }
}

function checkPerChain(problems: string[], name: string, ids: readonly string[], chains: readonly Chain[]): void {
  for (const id of ids)
    if (!chains.some((chain) => String(chain.id) === id)) problems.push(`${name}: ${id} is not the id of one of chains`)
}

/**
 * Every problem with `options`, each naming its option; empty when they can be used. Pure: the
 * same rules hold wherever the configuration is made (the browser, a server, a test).
 */
export function configProblems(options: KitConfigOptions, knownWalletIds: ReadonlySet<string>): string[] {
  const problems: string[] = []
  if (typeof options.appName !== 'string' || !options.appName.trim()) problems.push('appName must not be empty')

  const chains = options.chains ?? options.wagmiConfig?.chains ?? []
  checkChains(problems, chains)
  checkPerChain(problems, 'transports', Object.keys(options.transports ?? {}), chains)
  checkPerChain(problems, 'rpcUrls', Object.keys(options.rpcUrls ?? {}), chains)
  for (const [id, url] of Object.entries(options.rpcUrls ?? {}))
    checkUrl(problems, `rpcUrls[${id}]`, url, ['http:', 'https:', 'ws:', 'wss:'])

  const { projectId, relayUrl } = options.walletConnect ?? {}
  if (typeof projectId !== 'string' || !projectId.trim())
    problems.push('walletConnect.projectId is required (a WalletConnect Cloud project id)')
  if (relayUrl !== undefined) checkUrl(problems, 'walletConnect.relayUrl', relayUrl, ['ws:', 'wss:'])

  if (options.wallets) {
    if (options.wallets.length === 0) problems.push('wallets must name at least one wallet, or be left out for all')
    const seen = new Set<string>()
    for (const id of options.wallets) {
      if (!knownWalletIds.has(id)) problems.push(`wallets: "${id}" is not one of ${[...knownWalletIds].join(', ')}`)
      else if (seen.has(id)) problems.push(`wallets: "${id}" is listed twice`)
      seen.add(id)
    }
  }

  if (options.safe?.gatewayUrl !== undefined)
    checkUrl(problems, 'safe.gatewayUrl', options.safe.gatewayUrl, GATEWAY_PROTOCOLS)
  for (const entry of options.safe?.allowedHosts ?? [])
    if (!isOrigin(entry)) problems.push(`safe.allowedHosts: "${entry}" is not an origin like https://app.safe.global`)

  const signIn = options.signIn
  if (signIn && 'url' in signIn && !signIn.url.startsWith('/'))
    checkUrl(problems, 'signIn.url', signIn.url, GATEWAY_PROTOCOLS)
  if (signIn && 'adapter' in signIn && typeof signIn.adapter?.getNonce !== 'function')
    problems.push('signIn.adapter must be an AuthAdapter (getNonce, createMessage, verify, getSession, signOut)')

  if (options.locale !== undefined && !isLocale(options.locale))
    problems.push(`locale "${String(options.locale)}" is not a locale the kit speaks`)
  return problems
}
