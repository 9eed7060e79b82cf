import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadAnalytics } from './Analytics/analytics.ts'
import { FirstView } from './prerender/firstView.tsx'
import { demoKitConfig, env, warnAboutConfig } from './kitConfig.ts'
import { whenIdle, withFirstLocale } from '../kit/index.ts'
import './styles.css'

// The build prerenders the first view into index.html (`kitPrerender` in vite.config.ts); the dev
// server serves it empty.
const container = document.getElementById('root')!
const prerendered = container.hasChildNodes()
const config = demoKitConfig()

const render = () => {
  if (!prerendered) return void createRoot(container).render(<FirstView config={config} />)
  hydrateRoot(container, <FirstView config={config} />, {
    // A mismatch with the prerendered HTML is a bug: said as an error, so the browser tests see it.
    onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
  })
}

// `?providers=two`: two providers, one configuration fetched at run time (tests/e2e/two-providers.spec.ts).
if (new URLSearchParams(window.location.search).get('providers') === 'two') {
  void import('./TwoProviders/TwoProviders.tsx').then(({ TwoProviders }) => {
    container.replaceChildren()
    createRoot(container).render(<TwoProviders first={config} />)
  })
} else withFirstLocale(env.locale, render, prerendered)

if (import.meta.env.VITE_SAFE_E2E_HOOKS === 'true')
  void import('./safeTestHooks.ts').then(({ exposeSafeProviderForTests }) => exposeSafeProviderForTests())

// Nothing the first view needs: after it, when the page is idle (docs/performance.md).
whenIdle(() => {
  warnAboutConfig()
  loadAnalytics()
})
