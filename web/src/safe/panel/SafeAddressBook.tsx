import { useMutation } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import { fill } from '../../i18n/en'
import { enSafe } from '../../i18n/en-safe'
import { shortenAddress } from '../../lib/format'
import { safeProviderOf } from './useSafe'

/** The host's address book; the host asks the user for the permission first. */
export function SafeAddressBook() {
  const { connector } = useConnection()
  const load = useMutation({ mutationFn: async () => (await safeProviderOf(connector)).sdk.safe.requestAddressBook() })

  return (
    <section className="safe-address-book" aria-label={enSafe.safeAddressBook}>
      <button className="kit-button kit-button--secondary" type="button" onClick={() => load.mutate()} disabled={load.isPending}>
        {enSafe.safeLoadAddressBook}
      </button>
      {load.isError && (
        <p role="alert" className="safe-error" data-testid="safe-address-book-error">
          {load.error.message}
        </p>
      )}
      {load.data && (
        <ul data-testid="safe-address-book">
          {load.data.length === 0 && <li>{enSafe.safeNoEntries}</li>}
          {load.data.map((entry) => (
            <li key={`${entry.chainId}:${entry.address}`} title={entry.address}>
              {fill(enSafe.safeAddressBookEntry, { name: entry.name, address: shortenAddress(entry.address) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
