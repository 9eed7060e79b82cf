import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'
import { ConnectButton, createKitConfig, KitProvider } from 'beacon-kit'

const config = createKitConfig({
  appName: 'My dapp',
  chains: [mainnet],
  walletConnect: { projectId: 'YOUR_PROJECT_ID' }, // from cloud.reown.com
})

function App() {
  return (
    <KitProvider config={config}>
      <ConnectButton />
    </KitProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
