import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

/**
 * The variables Vite's build reads, for the server that serves that build: `.env`, `.env.local`,
 * `.env.<mode>`, `.env.<mode>.local` in `dir` (later files win), and the process environment
 * over all of them, the same precedence as Vite's loadEnv.
 */
export function loadEnvFiles(
  dir: string,
  mode = 'production',
  processEnv: NodeJS.ProcessEnv = process.env,
): Record<string, string | undefined> {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]
    .map((name) => join(dir, name))
    .filter((file) => existsSync(file))
  const fromFiles = Object.assign({}, ...files.map((file) => parseEnv(readFileSync(file, 'utf8')))) as Record<
    string,
    string
  >
  return { ...fromFiles, ...processEnv }
}
