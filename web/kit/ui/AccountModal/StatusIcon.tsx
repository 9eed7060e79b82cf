import type { BundleStatus } from '../../calls/status.ts'
import { CheckIcon, CloseIcon } from '../icons/icons.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import './StatusIcon.css'

/** The mark before a transaction or bundle: a spinner while pending, then its outcome's. */
export function StatusIcon({ status }: { status: BundleStatus }) {
  if (status === 'pending') return <Spinner size={16} />
  return (
    <span className={`kit-tx-icon kit-tx-icon--${status}`} aria-hidden="true">
      {status === 'confirmed' ? (
        <CheckIcon size={14} />
      ) : status === 'failed' ? (
        <CloseIcon />
      ) : status === 'partial' ? (
        '!'
      ) : (
        '?'
      )}
    </span>
  )
}
