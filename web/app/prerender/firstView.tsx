import { StrictMode } from 'react'
import { App } from '../App.tsx'
import { WalletProviders } from '../../kit/wagmi/WalletProviders.tsx'

/** The page as both the build (prerender) and the browser (hydration) render it first. */
export function FirstView() {
  return (
    <StrictMode>
      <WalletProviders>
        <App />
      </WalletProviders>
    </StrictMode>
  )
}
