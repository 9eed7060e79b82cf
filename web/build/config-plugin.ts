import type { Plugin } from 'vite'
import * as viemChains from 'viem/chains'
import type { Chain } from 'viem'
import { projectIdWarning } from '../shared/config/placeholder.ts'
import { validateConfig, type AppConfig } from '../shared/config/validate.ts'

const CHAIN_ID = 'virtual:kit-chain'
const CONFIG_ID = 'virtual:kit-config'

/** viem's chain table as [export name, chain] pairs. */
function chainTable(): [string, Chain][] {
  return (Object.entries(viemChains) as [string, unknown][]).filter((entry): entry is [string, Chain] => {
    const value = entry[1] as Partial<Chain> | null
    return typeof value === 'object' && value !== null && typeof value.id === 'number' && 'nativeCurrency' in value
  })
}

/** The validated configuration as a module; an unset optional value stays a present `undefined`. */
function configModule(config: AppConfig): string {
  const fields = Object.entries(config).map(
    ([key, value]) => `  ${key}: ${value === undefined ? 'undefined' : JSON.stringify(value)},`,
  )
  return `export const config = {\n${fields.join('\n')}\n}\n`
}

/**
 * Validates the VITE_* configuration when Vite starts (a bad value stops the build with a message
 * naming the variable), provides it checked as `virtual:kit-config`, so the browser does not carry
 * the validation, and provides `virtual:kit-chain`, which re-exports only the configured chain from
 * viem so the bundle does not carry the whole chain table. The dev server warns in the terminal
 * about a placeholder WalletConnect project id, as the page does in the console.
 */
export function kitConfig(): Plugin {
  let exportName = ''
  let config: AppConfig
  return {
    name: 'kit-config',
    configResolved(resolved) {
      // resolved.env is what import.meta.env holds in the app: the .env files of envDir merged
      // with VITE_* variables of the process environment.
      const table = chainTable()
      config = validateConfig(resolved.env as Record<string, string | undefined>, (id) =>
        table.some(([, c]) => c.id === id),
      )
      exportName = table.find(([, c]) => c.id === config.chainId)![0]
    },
    configureServer(server) {
      // `npm run dev`'s terminal says what the page's console will (a server embedded in
      // another, as Vitest's, does not listen and says nothing).
      const warning = projectIdWarning(config)
      if (warning) server.httpServer?.once('listening', () => server.config.logger.warn(warning))
    },
    transformIndexHtml(html) {
      return html.replace(
        '%APP_NAME%',
        config.appName.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`),
      )
    },
    resolveId(id) {
      return id === CHAIN_ID || id === CONFIG_ID ? `\0${id}` : undefined
    },
    load(id) {
      if (id === `\0${CHAIN_ID}`) return `export { ${exportName} as chain } from 'viem/chains'\n`
      if (id === `\0${CONFIG_ID}`) return configModule(config)
      return undefined
    },
  }
}
