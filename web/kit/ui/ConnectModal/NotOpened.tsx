import { fill } from '../../i18n/en.ts'
import { useMessages } from '../../i18n/store.ts'
import { useCopy } from '../hooks/useCopy.ts'

/**
 * The phone's fallback when a wallet's link opened no app: every way on, so the tap is never a
 * dead end. 'Try again' opens the same link (the same pairing) inside its own tap.
 */
export function NotOpened({
  wallet,
  storeUrl,
  link,
  onTryAgain,
  onAnother,
}: {
  wallet: string
  storeUrl: string | undefined
  link: string | undefined
  onTryAgain: () => void
  onAnother: () => void
}) {
  const t = useMessages()
  const { copied, copy } = useCopy()
  return (
    <>
      <p data-testid="mobile-not-opened">{fill(t.appNotOpened, { wallet })}</p>
      <div className="kit-mobile-actions">
        {storeUrl && (
          <a className="kit-pill" href={storeUrl} target="_blank" rel="noreferrer" data-testid="mobile-store-link">
            {fill(t.getMobile, { wallet })}
          </a>
        )}
        {link && (
          <>
            <button type="button" className="kit-pill" data-testid="mobile-try-again" onClick={onTryAgain}>
              {t.tryAgain}
            </button>
            <button
              type="button"
              className="kit-pill"
              data-testid="mobile-copy-link"
              onClick={() => void copy(link).catch(() => undefined)}
            >
              {copied ? t.copied : t.copyLink}
            </button>
          </>
        )}
      </div>
      <button
        type="button"
        className="kit-button kit-button--secondary"
        data-testid="mobile-choose-another"
        onClick={onAnother}
      >
        {t.chooseAnotherWallet}
      </button>
    </>
  )
}
