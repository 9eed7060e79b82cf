import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { SafeAddressBook } from './SafeAddressBook.tsx'
import { SafeBalances } from './SafeBalances.tsx'
import { SafeMessages } from './SafeMessages.tsx'
import { SafeOverview } from './SafeOverview.tsx'
import { useSafe } from './useSafe.ts'
import './SafePanel.css'

/**
 * What the account modal shows when connected to a Safe: the Safe, its balances, messages and
 * address book. Renders nothing for other connections, so it can sit in the modal unconditionally.
 */
export interface SafePanelProps {
  /** The Safe's name-service name, which the account modal looks up for the account anyway. */
  ensName?: string | null
}

export default function SafePanel({ ensName }: SafePanelProps) {
  const m = useSafeMessages()
  const safe = useSafe()
  if (!safe.data) {
    return safe.isError ? (
      <p role="alert" className="safe-error">
        {m.safeInfoError}
      </p>
    ) : null
  }
  return (
    <div className="safe-panel" data-testid="safe-panel">
      <SafeOverview safe={safe.data} ensName={ensName} />
      <SafeBalances safe={safe.data} />
      <SafeMessages safe={safe.data} />
      <SafeAddressBook />
    </div>
  )
}
