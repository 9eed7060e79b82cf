import { StrictMode } from 'react'
import { WalletProviders } from '../../kit/index.ts'
import { App } from '../App.tsx'

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
