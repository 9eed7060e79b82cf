import { StrictMode, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { KitProvider, setLocale } from '../../kit/index.ts'
import { FirstConnectModal } from '../../kit/prerender.ts'
import { demoKitConfig } from '../kitConfig.ts'
import { FirstView } from './firstView.tsx'

async function html(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { identifierPrefix })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The first view as HTML, and the connect modal as it first opens, in the configured locale
 * (web/build/prerender-plugin.ts puts both in index.html). The modal is a tree of its own, outside
 * the hydrated root: its ids are prefixed so that they never meet the app's.
 */
export async function render(): Promise<{ view: string; connectModal: string }> {
  const config = demoKitConfig()
  if (config.locale) await setLocale(config.locale)
  const connectModal = (
    <StrictMode>
      <KitProvider config={config}>
        <FirstConnectModal />
      </KitProvider>
    </StrictMode>
  )
  return { view: await html(<FirstView config={config} />), connectModal: await html(connectModal, 'kit-first-') }
}
