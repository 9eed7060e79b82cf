import { useMessages } from '../../../i18n/store.ts'
import { fill, type Catalogue } from '../../../i18n/en.ts'
import type { WalletOption } from '../../../wallets/types.ts'
import { WalletIcon } from '../../WalletIcon/WalletIcon.tsx'
import { downloadableWallets } from '../steps.ts'

function description(t: Catalogue, wallet: WalletOption): string {
  const builtInto = wallet.extension?.builtInto
  if (builtInto) return fill(t.getBuiltInto, { browser: builtInto })
  const extension = Boolean(wallet.downloadUrls?.browserExtension)
  const app = Boolean(wallet.downloadUrls?.qrCode)
  return extension && app ? t.getExtensionAndApp : app ? t.getApp : t.getExtension
}

/** GET: up to 5 wallets to download, each leading into its download steps. */
export function GetPanel({
  wallets,
  onChoose,
}: {
  wallets: readonly WalletOption[]
  onChoose: (wallet: WalletOption) => void
}) {
  const t = useMessages()
  const offered = downloadableWallets(wallets)
  return (
    <div className="kit-panel-body">
      {offered.length === 0 ? (
        <p className="kit-muted kit-center">{t.getNone}</p>
      ) : (
        <ul className="kit-get-list">
          {offered.map((wallet) => (
            <li key={wallet.id} className="kit-get-item">
              <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={48} />
              <div className="kit-get-text">
                <span className="kit-item-title">{wallet.name}</span>
                <span className="kit-muted kit-small">{description(t, wallet)}</span>
              </div>
              <button
                type="button"
                className="kit-pill"
                aria-label={fill(t.getWalletLabel, { wallet: wallet.name })}
                data-testid={`get-${wallet.id}`}
                onClick={() => onChoose(wallet)}
              >
                {t.get}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="kit-get-footer">
        <h3 className="kit-item-title">{t.notSeeingWallet}</h3>
        <p className="kit-muted kit-small">{t.notSeeingWalletBody}</p>
      </div>
    </div>
  )
}
