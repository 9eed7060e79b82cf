import { foundry } from 'viem/chains'
import { ConnectButton, createKitConfig, KitProvider } from 'beacon-kit'
import { SignMessage } from './SignMessage.tsx'

// Where the node and the relay are, from the build's environment (.env or the shell).
export const config = createKitConfig({
  appName: 'Vite dapp',
  chains: [foundry],
  rpcUrls: { [foundry.id]: import.meta.env.VITE_RPC_URL },
  walletConnect: { projectId: import.meta.env.VITE_WC_PROJECT_ID, relayUrl: import.meta.env.VITE_WC_RELAY_URL },
})

export function App() {
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
