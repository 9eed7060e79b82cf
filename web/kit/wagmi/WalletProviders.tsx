import type { ReactNode } from 'react'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { WagmiProvider } from 'wagmi'
import { wagmiConfig } from './config.ts'
import { persistOptions, queryClient } from './queryClient.ts'

/** wagmi and its persisted query cache: everything wallet hooks need above them. */
export function WalletProviders({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {children}
      </PersistQueryClientProvider>
    </WagmiProvider>
  )
}
