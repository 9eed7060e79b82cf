import type { Plugin } from 'vite'
import { loadEnv } from 'vite'
import * as viemChains from 'viem/chains'
import type { Chain } from 'viem'
import { validateConfig } from '../src/config/validate.ts'

const VIRTUAL_ID = 'virtual:kit-chain'

/** viem's chain table as [export name, chain] pairs. */
function chainTable(): [string, Chain][] {
  return (Object.entries(viemChains) as [string, unknown][]).filter((entry): entry is [string, Chain] => {
    const value = entry[1] as Partial<Chain> | null
    return typeof value === 'object' && value !== null && typeof value.id === 'number' && 'nativeCurrency' in value
  })
}

/**
 * Validates the VITE_* configuration when Vite starts (a bad value stops the build with a message
 * naming the variable) and provides `virtual:kit-chain`, which re-exports only the configured
 * chain from viem so the bundle does not carry the whole chain table.
 */
export function kitConfig(): Plugin {
  let exportName = ''
  let appName = ''
  return {
    name: 'kit-config',
    config(_, { mode }) {
      // loadEnv merges .env files with VITE_* variables from the process environment.
      const env = loadEnv(mode, process.cwd(), 'VITE_')
      const table = chainTable()
      const config = validateConfig(env, (id) => table.some(([, c]) => c.id === id))
      exportName = table.find(([, c]) => c.id === config.chainId)![0]
      appName = config.appName
    },
    transformIndexHtml(html) {
      return html.replace(
        '%APP_NAME%',
        appName.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`),
      )
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined
    },
    load(id) {
      return id === `\0${VIRTUAL_ID}` ? `export { ${exportName} as chain } from 'viem/chains'\n` : undefined
    },
  }
}
