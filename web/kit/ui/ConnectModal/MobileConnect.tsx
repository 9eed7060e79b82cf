import { Fragment, useState } from 'react'
import { useMessages } from '../../i18n/store.ts'
import { fill } from '../../i18n/en.ts'
import { lastMobileWallet } from '../../wallets/mobileRecord.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { Modal, ModalHeader } from '../Modal/Modal.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import { WalletIcon } from '../WalletIcon/WalletIcon.tsx'
import { OfflineNotice } from '../OfflineNotice/OfflineNotice.tsx'
import { ConnectionError } from './ConnectionError.tsx'
import { isBusy, lastWalletFirst } from './mobileLink.ts'
import { inAppOrder, isSocialWebview } from './inAppBrowser.ts'
import { NotOpened } from './NotOpened.tsx'
import { useEarlyWallet } from './useEarlyWallet.ts'
import { useMobileDeepLink } from './useMobileDeepLink.ts'
import { WebviewHint } from './WebviewHint.tsx'
import { mobileDownloadable, mobileDownloadUrl } from './walletList.ts'
import './MobileConnect.css'

/** A brand in a narrow tile: may break where its words join (Wallet·Connect), never mid-word. */
function TileName({ name }: { name: string }) {
  const words = name.split(/(?<=[a-z])(?=[A-Z])/)
  return words.map((word, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {word}
    </Fragment>
  ))
}

/**
 * The connect modal on phones: a bottom sheet with the ready wallets as icons, and a 'Get a
 * Wallet' screen with up to 3 app-store links.
 */
export function MobileConnect({
  wallets,
  entrance,
  onClose,
}: {
  wallets: readonly WalletOption[]
  entrance?: boolean
  onClose: () => void
}) {
  const t = useMessages()
  const [screen, setScreen] = useState<'connect' | 'get'>('connect')
  const { step, error, open, back, tryAgain, link, pairing } = useMobileDeepLink(wallets)
  useEarlyWallet(wallets, open)
  // Read once: the list keeps its order while the visitor is on it.
  const [lastName] = useState(() => lastMobileWallet()?.name)
  // The build renders this sheet too (FirstConnectModal), where there is no browser.
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const ready = inAppOrder(
    lastWalletFirst(
      wallets.filter((w) => w.ready),
      lastName,
    ),
    userAgent,
  )
  const webview = isSocialWebview(userAgent) && !ready.some((w) => w.kind === 'injected')
  const active = step.step === 'list' ? undefined : wallets.find((w) => w.id === step.walletId)
  const busy = isBusy(step)
  const storeUrl = active && mobileDownloadUrl(active, userAgent)

  if (screen === 'get') {
    return (
      <Modal label={t.mobileGetTitle} onClose={onClose} className="kit-mobile">
        <ModalHeader title={t.mobileGetTitle} onBack={() => setScreen('connect')} onClose={onClose} />
        <p className="kit-muted kit-small kit-center">{t.mobileGetHint}</p>
        <ul className="kit-get-list">
          {mobileDownloadable(wallets, userAgent).map((wallet) => (
            <li key={wallet.id} className="kit-get-item">
              <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={48} />
              <div className="kit-get-text">
                <span className="kit-item-title">{wallet.name}</span>
                <span className="kit-muted kit-small">{t.getApp}</span>
              </div>
              <a
                className="kit-pill"
                href={mobileDownloadUrl(wallet, userAgent)}
                target="_blank"
                rel="noreferrer"
                aria-label={fill(t.getWalletLabel, { wallet: wallet.name })}
              >
                {t.get}
              </a>
            </li>
          ))}
        </ul>
      </Modal>
    )
  }

  return (
    <Modal label={t.connectTitle} onClose={onClose} entrance={entrance} className="kit-mobile">
      <ModalHeader title={t.connectTitle} onClose={onClose} />
      {webview && <WebviewHint />}
      {ready.length === 0 ? (
        <p className="kit-muted kit-center">{t.mobileNoReady}</p>
      ) : (
        <ul className="kit-mobile-wallets" data-pairing={pairing}>
          {ready.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="kit-mobile-wallet"
                data-testid={`wallet-option-${wallet.id}`}
                data-wallet-id={wallet.id}
                onClick={() => open(wallet)}
              >
                <span className="kit-mobile-icon">
                  <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={60} />
                  {busy && active === wallet && (
                    <span className="kit-mobile-busy">
                      <Spinner size={24} />
                    </span>
                  )}
                </span>
                <span className="kit-mobile-name">
                  <TileName name={wallet.shortName ?? wallet.name} />
                </span>
                {wallet.recent && <span className="kit-tag">{t.recent}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="kit-mobile-status" aria-live="polite">
        {active && busy && <p className="kit-muted">{fill(t.opening, { wallet: active.name })}</p>}
        {active && busy && <OfflineNotice />}
        {active && step.step === 'notOpened' && (
          <NotOpened wallet={active.name} storeUrl={storeUrl} link={link} onTryAgain={tryAgain} onAnother={back} />
        )}
        {active && step.step === 'timedOut' && (
          <>
            <p data-testid="mobile-timed-out">{fill(t.confirmInApp, { wallet: active.name })}</p>
            <button type="button" className="kit-pill" data-testid="connect-retry" onClick={() => open(active)}>
              {t.retry}
            </button>
          </>
        )}
        {active && step.step === 'failed' && <ConnectionError error={error} onRetry={() => open(active)} />}
        {step.step === 'timedOut' && (
          <button type="button" className="kit-button kit-button--secondary" data-testid="mobile-back" onClick={back}>
            {t.back}
          </button>
        )}
      </div>
      <div className="kit-mobile-learn">
        <h3 className="kit-item-title">{t.whatIsAWallet}</h3>
        <p className="kit-muted kit-small">{t.learnBody1}</p>
        <button
          type="button"
          className="kit-button kit-button--secondary"
          data-testid="mobile-get-wallet"
          onClick={() => setScreen('get')}
        >
          {t.getAWallet}
        </button>
      </div>
    </Modal>
  )
}
