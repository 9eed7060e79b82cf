import { useMutation } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { fill } from '../../i18n/en.ts'
import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { isUserRejection } from '../../../shared/errors.ts'
import { shortenAddress } from '../../lib/format.ts'
import { safeProviderOf } from './useSafe.ts'

/** The host's address book; the host asks the user for the permission first (refused: 4001, 'Permissions rejected'). */
export function SafeAddressBook() {
  const m = useSafeMessages()
  const { connector } = useConnection()
  const load = useMutation({ mutationFn: async () => (await safeProviderOf(connector)).sdk.safe.requestAddressBook() })

  return (
    <section className="safe-address-book" aria-label={m.safeAddressBook}>
      <button
        className="kit-button kit-button--secondary"
        type="button"
        onClick={() => load.mutate()}
        disabled={load.isPending}
      >
        {m.safeLoadAddressBook}
      </button>
      {load.isError && (
        <p role="alert" className="safe-error" data-testid="safe-address-book-error">
          {isUserRejection(load.error) ? m.safePermissionsRejected : load.error.message}
        </p>
      )}
      {load.data && (
        <ul data-testid="safe-address-book">
          {load.data.length === 0 && <li>{m.safeNoEntries}</li>}
          {load.data.map((entry) => (
            <li key={`${entry.chainId}:${entry.address}`} title={entry.address}>
              {fill(m.safeAddressBookEntry, { name: entry.name, address: shortenAddress(entry.address) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
