import { prerenderToNodeStream } from 'react-dom/static'
import { config } from '../../kit/config/index.ts'
import { setLocale } from '../../kit/i18n/startLocale.ts'
import { FirstView } from './firstView.tsx'

/** The first view as HTML, in the configured locale (web/build/prerender-plugin.ts puts it in index.html). */
export async function render(): Promise<string> {
  if (config.locale) await setLocale(config.locale)
  const { prelude } = await prerenderToNodeStream(<FirstView />)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
