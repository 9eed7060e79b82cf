import { useMessages } from '../../../i18n/store.ts'
import { fill } from '../../../i18n/en.ts'
import type { WalletOption } from '../../../wallets/types.ts'
import { useViewportWidth } from '../../hooks/useViewportWidth.ts'
import { QrCode } from '../../QrCode/QrCode.tsx'
import { qrLogoSize, qrPixelSize } from '../../QrCode/qrLayout.ts'
import { Spinner } from '../../Spinner/Spinner.tsx'
import { WalletIcon } from '../../WalletIcon/WalletIcon.tsx'
import { OfflineNotice } from '../../OfflineNotice/OfflineNotice.tsx'
import { useRelayOffline } from '../../hooks/useRelayOffline.ts'
import { ConnectionError } from '../ConnectionError.tsx'
import type { ConnectionState } from '../useWalletConnection.ts'

interface ConnectPanelProps {
  wallet: WalletOption
  connection: ConnectionState
  failed: boolean
  compact: boolean
  onRetry: () => void
  onInstall: () => void
  onGetWallet: () => void
}

const hasDownloads = (wallet: WalletOption) =>
  Boolean(wallet.downloadUrls && Object.values(wallet.downloadUrls).some(Boolean))
/** Scanned with a phone: WalletConnect wallets whose SDK does not bring its own modal. */
const scansQr = (wallet: WalletOption) => wallet.kind === 'walletConnect' && !wallet.showWalletConnectModal

function QrConnect({ wallet, connection, compact }: Pick<ConnectPanelProps, 'wallet' | 'connection' | 'compact'>) {
  const t = useMessages()
  const width = useViewportWidth()
  const offline = useRelayOffline()
  const value = connection.uri && (wallet.qrCode?.getUri?.(connection.uri) ?? connection.uri)
  const size = qrPixelSize({ compact, viewportWidth: width, notice: offline })
  return (
    <QrCode
      value={value}
      size={size}
      label={fill(t.qrLabel, { wallet: wallet.name })}
      logoUrl={wallet.iconUrl}
      logoBackground={wallet.iconBackground}
      logoSize={qrLogoSize({ compact, pixelSize: size, notice: offline })}
      testId="connect-qr"
    />
  )
}

/** What the wallet is doing now: opening, waiting for confirmation, or failed with RETRY. */
function Status({
  wallet,
  connection,
  failed,
  onRetry,
}: Pick<ConnectPanelProps, 'wallet' | 'connection' | 'failed' | 'onRetry'>) {
  const t = useMessages()
  const qr = scansQr(wallet)
  return (
    <div className="kit-connect-status" aria-live="polite">
      {!qr && <h3 className="kit-connect-heading">{fill(t.opening, { wallet: wallet.name })}</h3>}
      {failed ? (
        <ConnectionError error={connection.error} onRetry={onRetry} />
      ) : (
        !qr && (
          <p className="kit-muted kit-with-spinner">
            <Spinner size={16} />
            {wallet.kind === 'injected' ? t.confirmInExtension : fill(t.confirmInApp, { wallet: wallet.name })}
          </p>
        )
      )}
      {!failed && <OfflineNotice />}
    </div>
  )
}

/** CONNECT: the QR to scan, or the state of an extension's connection, or why it cannot connect. */
export function ConnectPanel(props: ConnectPanelProps) {
  const t = useMessages()
  const { wallet, onInstall, onGetWallet } = props
  return (
    <div className="kit-panel-body kit-center-column kit-connect">
      {/* A failed pairing's QR is dead: the wallet's icon stands in until RETRY draws a fresh one. */}
      {wallet.ready && scansQr(wallet) && !props.failed && <QrConnect {...props} />}
      {wallet.ready && (!scansQr(wallet) || props.failed) && (
        <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={72} />
      )}
      {wallet.ready ? (
        <Status {...props} />
      ) : (
        <>
          <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={72} />
          <h3 className="kit-connect-heading">
            {fill(hasDownloads(wallet) ? t.notInstalled : t.notAvailable, { wallet: wallet.name })}
          </h3>
          {hasDownloads(wallet) && (
            <button
              type="button"
              className="kit-button kit-button--primary"
              data-testid="connect-install"
              onClick={onInstall}
            >
              {t.install}
            </button>
          )}
        </>
      )}
      {wallet.ready && hasDownloads(wallet) && (
        <div className="kit-dont-have">
          <span>{fill(t.dontHave, { wallet: wallet.name })}</span>
          <button type="button" className="kit-pill" data-testid="connect-get" onClick={onGetWallet}>
            {t.get}
          </button>
        </div>
      )}
    </div>
  )
}
