import { useMessages } from '../../i18n/store.ts'
import { useRelayOffline } from '../hooks/useRelayOffline.ts'

/**
 * Says the page is offline while something waits for the wallet; the wait goes on by itself once
 * the network is back (wallets/walletConnect/awake.ts), so there is nothing to press.
 */
export function OfflineNotice() {
  const t = useMessages()
  const offline = useRelayOffline()
  if (!offline) return null
  return (
    <p className="kit-offline" role="status" data-testid="offline-notice">
      {t.offline}
    </p>
  )
}
