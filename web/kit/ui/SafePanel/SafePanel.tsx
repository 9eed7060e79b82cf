import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { SafeAddressBook } from './SafeAddressBook.tsx'
import { SafeBalances } from './SafeBalances.tsx'
import { SafeMessages } from './SafeMessages.tsx'
import { SafeOverview } from './SafeOverview.tsx'
import { useSafe } from './useSafe.ts'
import './SafePanel.css'

export interface SafePanelProps {
  /** The Safe's name-service name, which the account modal looks up for the account anyway. */
  ensName?: string | null
}

/**
 * What the account modal shows when connected to a Safe: the Safe, messages, address book and its
 * balances. The balances come last, as the one section whose height is not known until the
 * gateway answers: above the buttons it would move them. Renders nothing for other connections,
 * so it can sit in the modal unconditionally.
 */
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
      <SafeMessages safe={safe.data} />
      <SafeAddressBook />
      <SafeBalances safe={safe.data} />
    </div>
  )
}
