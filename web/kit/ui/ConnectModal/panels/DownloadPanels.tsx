import { useMessages } from '../../../i18n/store.ts'
import { useSetupMessages } from '../../../i18n/useSetupMessages.ts'
import { fill } from '../../../i18n/en.ts'
import type { WalletOption } from '../../../wallets/types.ts'
import { QrCode } from '../../QrCode/QrCode.tsx'
import { DOWNLOAD_QR_SIZE, QR_LOGO_COMPACT } from '../../QrCode/qrLayout.ts'
import { WalletIcon } from '../../WalletIcon/WalletIcon.tsx'
import { browserName } from '../walletList.ts'

interface DownloadOptionsProps {
  wallet: WalletOption
  onAddExtension: () => void
  onGetMobile: () => void
}

/** DOWNLOAD_OPTIONS: the browser extension and the mobile app, side by side. */
export function DownloadOptionsPanel({ wallet, onAddExtension, onGetMobile }: DownloadOptionsProps) {
  const t = useMessages()
  const setup = useSetupMessages()
  const knownBrowser = browserName(navigator.userAgent)
  const browser = knownBrowser ?? t.browserFallback
  const extensionUrl = wallet.downloadUrls?.browserExtension
  const builtInto = wallet.extension?.builtInto
  return (
    <div className="kit-panel-body kit-download-options">
      {extensionUrl && (
        <section className="kit-card">
          <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={60} />
          <h3 className="kit-item-title">
            {builtInto
              ? fill(t.builtIntoTitle, { browser: builtInto })
              : fill(t.forBrowser, { wallet: wallet.name, browser })}
          </h3>
          <p className="kit-muted kit-small">
            {builtInto ? fill(t.builtIntoHint, { wallet: wallet.name, browser: builtInto }) : t.addToHint}
          </p>
          <a
            className="kit-button kit-button--primary"
            href={extensionUrl}
            target="_blank"
            rel="noreferrer"
            data-testid="add-extension"
            onClick={onAddExtension}
          >
            {builtInto
              ? fill(t.getBrowser, { browser: builtInto })
              : knownBrowser
                ? fill(t.addTo, { browser: knownBrowser })
                : setup.addToYourBrowser}
          </a>
        </section>
      )}
      {wallet.downloadUrls?.qrCode && (
        <section className="kit-card">
          <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={60} />
          <h3 className="kit-item-title">{fill(t.getForMobile, { wallet: wallet.name })}</h3>
          <p className="kit-muted kit-small">{t.getForMobileHint}</p>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            data-testid="get-mobile"
            onClick={onGetMobile}
          >
            {fill(t.getMobile, { wallet: wallet.name })}
          </button>
        </section>
      )}
    </div>
  )
}

/** DOWNLOAD: a QR code to the mobile app's download page, then Continue. */
export function DownloadPanel({ wallet, onContinue }: { wallet: WalletOption; onContinue: () => void }) {
  const t = useMessages()
  return (
    <div className="kit-panel-body kit-center-column">
      <p className="kit-muted kit-small">{t.downloadHint}</p>
      <QrCode
        value={wallet.downloadUrls?.qrCode}
        size={DOWNLOAD_QR_SIZE}
        label={fill(t.downloadQrLabel, { wallet: wallet.name })}
        logoUrl={wallet.iconUrl}
        logoBackground={wallet.iconBackground}
        logoSize={QR_LOGO_COMPACT}
        testId="download-qr"
      />
      <button
        type="button"
        className="kit-button kit-button--primary"
        data-testid="download-continue"
        onClick={onContinue}
      >
        {t.continue}
      </button>
    </div>
  )
}
