import type { Chain } from 'viem'
import { checkUrl } from '../../shared/config/checkUrl.ts'
import { isLocale } from '../../shared/i18n/localeTags.ts'
import type { KitConfigOptions } from './options.ts'

const HTTP = ['http:', 'https:']

function isOrigin(entry: string): boolean {
  try {
    const url = new URL(entry)
    return HTTP.includes(url.protocol) && url.origin === entry.replace(/\/$/, '')
  } catch {
    return false
  }
}

/**
 * Every problem with `options`, each naming its option; empty when they can be used. Pure: the
 * same rules hold wherever the configuration is made (the browser, a server, a test).
 */
export function configProblems(options: KitConfigOptions, knownWalletIds: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const check = (ok: unknown, problem: string) => ok || problems.push(problem)
  check(options.appName?.trim?.(), 'appName must not be empty')

  const chains: readonly Chain[] = options.chains ?? options.wagmiConfig?.chains ?? []
  const ids = chains.map((chain) => chain?.id)
  check(chains.length, 'chains must hold at least one chain (viem/chains)')
  ids.forEach((id, i) => {
    if (!Number.isSafeInteger(id) || id <= 0) problems.push(`chains[${i}] has no positive integer id`)
    else check(ids.indexOf(id) === i, `chains: chain ${id} is listed twice`)
  })
  for (const option of ['transports', 'rpcUrls'] as const)
    for (const id of Object.keys(options[option] ?? {}))
      check(ids.includes(Number(id)), `${option}: ${id} is not the id of one of chains`)
  for (const [id, url] of Object.entries(options.rpcUrls ?? {}))
    checkUrl(problems, `rpcUrls[${id}]`, url, [...HTTP, 'ws:', 'wss:'])

  const { projectId, relayUrl } = options.walletConnect ?? {}
  check(projectId?.trim?.(), 'walletConnect.projectId is required (a WalletConnect Cloud project id)')
  if (relayUrl !== undefined) checkUrl(problems, 'walletConnect.relayUrl', relayUrl, ['ws:', 'wss:'])

  const wallets = options.wallets
  check(wallets?.length !== 0, 'wallets must name at least one wallet, or be left out for all')
  wallets?.forEach((id, i) => {
    if (!knownWalletIds.has(id)) problems.push(`wallets: "${id}" is not one of ${[...knownWalletIds].join(', ')}`)
    else check(wallets.indexOf(id) === i, `wallets: "${id}" is listed twice`)
  })

  const { gatewayUrl, allowedHosts = [] } = options.safe ?? {}
  if (gatewayUrl !== undefined) checkUrl(problems, 'safe.gatewayUrl', gatewayUrl, HTTP)
  for (const entry of allowedHosts)
    check(isOrigin(entry), `safe.allowedHosts: "${entry}" is not an origin like https://app.safe.global`)

  const signIn = options.signIn
  if (signIn && 'url' in signIn && !signIn.url.startsWith('/')) checkUrl(problems, 'signIn.url', signIn.url, HTTP)
  if (signIn && 'adapter' in signIn)
    check(typeof signIn.adapter?.getNonce === 'function', 'signIn.adapter must be an AuthAdapter')

  const locale = options.locale
  check(locale === undefined || isLocale(locale), `locale "${locale}" is not a locale the kit speaks`)
  return problems
}
