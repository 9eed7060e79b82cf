import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadAnalytics } from './ui/Analytics/analytics'
import { warnAboutConfig } from './config'
import { WalletProviders } from './wagmi/WalletProviders'
import './styles.css'

warnAboutConfig()
loadAnalytics()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletProviders>
      <App />
    </WalletProviders>
  </StrictMode>,
)
