import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { foundry } from 'viem/chains'
import { ConnectButton, createKitConfig, KitProvider } from 'beacon-kit'
import { SignMessage } from './SignMessage.jsx'

// The deployment says where its node and relay are (config.json beside the page), so one build
// serves any of them.
const settings = await (await fetch('/config.json')).json()

const config = createKitConfig({
  appName: 'Vite dapp',
  chains: [foundry],
  rpcUrls: { [foundry.id]: settings.rpcUrl },
  walletConnect: { projectId: settings.projectId, relayUrl: settings.relayUrl },
})

function App() {
  return (
    <KitProvider config={config}>
      <header>
        <ConnectButton />
      </header>
      <main>
        <SignMessage />
      </main>
    </KitProvider>
  )
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
