import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadAnalytics } from './ui/Analytics/analytics'
import { config, warnAboutConfig } from './config'
import { withFirstLocale } from './i18n/firstLocale'
import { WalletProviders } from './wagmi/WalletProviders'
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
