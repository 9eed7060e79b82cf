// First: it starts fetching the connect modal's code before the rest is evaluated.
import './warmConnectModal.ts'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadAnalytics } from './Analytics/analytics.ts'
import { FirstView } from './prerender/firstView.tsx'
import { whenIdle, withFirstLocale } from '../kit/index.ts'
import { config, warnAboutConfig } from './config.ts'
import './styles.css'

// The build prerenders the first view into index.html (web/build/prerender-plugin.ts); the dev
// server serves it empty.
const container = document.getElementById('root')!
const prerendered = container.hasChildNodes()

const render = () => {
  if (!prerendered) return void createRoot(container).render(<FirstView />)
  hydrateRoot(container, <FirstView />, {
    // A mismatch with the prerendered HTML is a bug: said as an error, so the browser tests see it.
    onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
  })
}

withFirstLocale(config.locale, render, prerendered)

// Nothing the first view needs: after it, when the page is idle (docs/performance.md).
whenIdle(() => {
  warnAboutConfig()
  loadAnalytics()
})
