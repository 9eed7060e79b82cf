import { renderToString } from 'react-dom/server'
import { useChains } from 'wagmi'
import type { KitConfig } from '../../../web/kit/config/options.ts'
import { useKitConfig } from '../../../web/kit/runtime/context.ts'
import { ConnectButton } from '../../../web/kit/ui/ConnectButton/ConnectButton.tsx'
import { KitProvider } from '../../../web/kit/ui/KitProvider/KitProvider.tsx'

/** What a dapp shows of its provider: the app's name and the chains of its wagmi config. */
function Probe() {
  const { appName } = useKitConfig()
  const chains = useChains()
  return <p data-probe="">{`${appName}: ${chains.map((chain) => chain.name).join(', ')}`}</p>
}

/** A dapp's page on a server: the provider, the Connect button, and what the dapp reads of the kit. */
export function renderPage(config: KitConfig): string {
  return renderToString(
    <KitProvider config={config}>
      <Probe />
      <ConnectButton />
    </KitProvider>,
  )
}
