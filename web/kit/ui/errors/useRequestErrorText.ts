import { useErrorMessages } from '../../i18n/useErrorMessages.ts'
import { useMessages } from '../../i18n/store.ts'
import { requestErrorMessage } from './requestError.ts'

/** What a failed request to the wallet (sign, send) reads, in the locale on screen. */
export function useRequestErrorText(): (error: unknown) => string {
  const t = useMessages()
  const errors = useErrorMessages()
  return (error) => requestErrorMessage(t, errors, error)
}
