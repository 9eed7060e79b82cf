import { useMessages } from '../../i18n/store.ts'
import { useCopy } from '../hooks/useCopy.ts'

/** Inside a social app's webview: one line, and the page's address to open it in the browser. */
export function WebviewHint() {
  const t = useMessages()
  const { copied, copy } = useCopy()
  return (
    <div className="kit-mobile-webview" data-testid="mobile-webview-hint">
      <p className="kit-muted kit-small">{t.inAppBrowserHint}</p>
      <button
        type="button"
        className="kit-pill"
        data-testid="mobile-copy-page"
        onClick={() => void copy(window.location.href).catch(() => undefined)}
      >
        {copied ? t.copied : t.copyPageAddress}
      </button>
    </div>
  )
}
