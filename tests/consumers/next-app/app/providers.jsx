'use client'

import { useState } from 'react'
import { foundry } from 'viem/chains'
import { createKitConfig, KitProvider } from 'beacon-kit'

export function Providers({ settings, children }) {
  // One configuration per provider: on the server, each request renders its own.
  const [config] = useState(() =>
    createKitConfig({
      appName: 'Next dapp',
      chains: [foundry],
      rpcUrls: { [foundry.id]: settings.rpcUrl },
      walletConnect: { projectId: settings.projectId, relayUrl: settings.relayUrl },
      // This app's own sign-in API (app/api/auth), checked with the kit's server entry.
      signIn: { url: '/api/auth' },
      ssr: true,
    }),
  )
  return <KitProvider config={config}>{children}</KitProvider>
}
