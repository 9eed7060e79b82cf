import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { WagmiProvider } from 'wagmi'
import type { KitConfig } from '../../config/options.ts'
import { ProviderLocaleContext } from '../../i18n/store.ts'
import { useProviderLocale } from '../../i18n/useProviderLocale.ts'
import { KitRuntimeContext } from '../../runtime/context.ts'
import { useKitRuntimeFor } from '../../runtime/useKitRuntimeFor.ts'
import { KitShell, type KitShellProps } from './KitShell.tsx'

export type { SignInSlot } from './KitShell.tsx'

export interface KitProviderProps extends KitShellProps {
  /** What {@link createKitConfig} made. */
  config: KitConfig
}

/**
 * Everything the kit needs above its components: wagmi and the query cache (the app's own when the
 * configuration carries them), sign-in, the configured locale, the modals. A dapp needs nothing
 * else around its tree. Each provider has its own state, made from its configuration: two in one
 * page, or two renders on a server, share nothing.
 */
export function KitProvider({ config, children, ...shell }: KitProviderProps) {
  const runtime = useKitRuntimeFor(config)
  const locale = useProviderLocale(config.locale)
  const content: ReactNode = (
    <KitRuntimeContext.Provider value={runtime}>
      <ProviderLocaleContext.Provider value={locale}>
        <KitShell {...shell}>{children}</KitShell>
      </ProviderLocaleContext.Provider>
    </KitRuntimeContext.Provider>
  )
  return (
    <WagmiProvider config={runtime.wagmiConfig}>
      {runtime.persistOptions ? (
        <PersistQueryClientProvider client={runtime.queryClient} persistOptions={runtime.persistOptions}>
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={runtime.queryClient}>{content}</QueryClientProvider>
      )}
    </WagmiProvider>
  )
}
