import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { loadAnalytics } from './Analytics/analytics.ts'
import { config, warnAboutConfig } from '../kit/config/index.ts'
import { withFirstLocale } from '../kit/i18n/firstLocale.ts'
import { WalletProviders } from '../kit/wagmi/WalletProviders.tsx'
import './styles.css'

warnAboutConfig()
loadAnalytics()

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WalletProviders>
        <App />
      </WalletProviders>
    </StrictMode>,
  )

withFirstLocale(config.locale, render)
