import { useEffect, useState } from 'react'
import { sepolia } from 'viem/chains'
import { useChains } from 'wagmi'
import {
  ConnectButton,
  ConnectButtonCustom,
  createKitConfig,
  KitProvider,
  useKitConfig,
  type KitConfig,
} from '../../kit/index.ts'
import { isLocale } from '../../shared/i18n/localeTags.ts'

/** The chains the second dapp's JSON may name. */
const CHAINS = { [sepolia.id]: sepolia }

/** The second dapp's configuration, as a server would hand it out: fetched, then made at run time. */
async function fetchSecondConfig(first: KitConfig): Promise<KitConfig> {
  const json = (await (await fetch('/second-dapp.json')).json()) as { appName: string; chainId: number; locale: string }
  return createKitConfig({
    appName: json.appName,
    chains: [CHAINS[json.chainId as keyof typeof CHAINS]],
    walletConnect: first.walletConnect,
    locale: isLocale(json.locale) ? json.locale : undefined,
  })
}

function DappHeader() {
  const { appName } = useKitConfig()
  const chains = useChains()
  return (
    <header className="page-header" data-testid={`dapp-${appName}`}>
      <strong className="page-brand-name">{appName}</strong>
      <span data-testid="dapp-chains">{chains.map((chain) => chain.name).join(', ')}</span>
      <ConnectButton />
      {/* A button of the dapp's own, drawn from the kit's state. */}
      <ConnectButtonCustom>
        {({ ready, connected, account, openConnectModal, openAccountModal }) =>
          ready && (
            <button
              type="button"
              className="page-button"
              data-testid="custom-button"
              onClick={connected ? openAccountModal : openConnectModal}
            >
              {connected && account ? `${appName}: ${account.displayName}` : `${appName}: connect`}
            </button>
          )
        }
      </ConnectButtonCustom>
    </header>
  )
}

/**
 * `?providers=two`: the page's own configuration and a second one fetched after load, each with its
 * provider, side by side. Browser tests check that each renders its own button and modal.
 */
export function TwoProviders({ first }: { first: KitConfig }) {
  const [second, setSecond] = useState<KitConfig | Error>()
  useEffect(() => {
    fetchSecondConfig(first).then(setSecond, setSecond)
  }, [first])
  return (
    <>
      <KitProvider config={first}>
        <DappHeader />
      </KitProvider>
      {second instanceof Error && <p role="alert">{second.message}</p>}
      {second && !(second instanceof Error) && (
        <KitProvider config={second}>
          <DappHeader />
        </KitProvider>
      )}
    </>
  )
}
