import { StrictMode, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import type { KitConfig } from '../config/options.ts'
import { setLocale } from '../i18n/startLocale.ts'
import { FirstConnectModal } from '../ui/ConnectModal/FirstConnectModal.tsx'
import { KitProvider } from '../ui/KitProvider/KitProvider.tsx'
import type { RenderedFirstView } from './firstViewHtml.ts'

async function html(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(element, { identifierPrefix })
  return new Response(prelude).text()
}

/**
 * The page's first view as HTML, and the connect modal as it first opens, in the configured locale:
 * what `kitPrerender` (`beacon-kit/vite`) puts into index.html. The modal is a tree of its own,
 * outside the hydrated root, with the same configuration: its ids are prefixed so that they never
 * meet the app's.
 */
export async function renderFirstView(view: ReactNode, config: KitConfig): Promise<RenderedFirstView> {
  if (config.locale) await setLocale(config.locale)
  const connectModal = (
    <StrictMode>
      <KitProvider config={config}>
        <FirstConnectModal />
      </KitProvider>
    </StrictMode>
  )
  return { view: await html(view), connectModal: await html(connectModal, 'kit-first-'), locale: config.locale }
}
