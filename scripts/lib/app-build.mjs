// Production build of the web app, skipped when nothing that goes into it has changed.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { step } from './run.mjs'
import { hashInputs, stampMatches, writeStamp } from './stamp.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const INPUTS = [
  'web',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

function viteEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('VITE_')))
}

/** Builds web/ into dist/ unless dist/ was built from exactly these inputs. */
export async function buildApp() {
  const stamp = `${root}dist/.build-stamp`
  const digest = hashInputs(
    INPUTS.map((p) => `${root}${p}`),
    viteEnv(),
  )
  if (existsSync(`${root}dist/index.html`) && stampMatches(stamp, digest)) {
    step('App build is up to date (dist/)')
    return
  }
  step('Building the app (vite build → dist/)')
  try {
    await build({ configFile: `${root}vite.config.ts`, mode: 'production', logLevel: 'warn' })
  } catch (error) {
    // A configuration error already says what is wrong with which variable; no stack needed.
    if (error?.name === 'ConfigError' || error?.cause?.name === 'ConfigError') {
      throw new Error((error.cause ?? error).message, { cause: error })
    }
    throw error
  }
  writeStamp(stamp, digest)
}
