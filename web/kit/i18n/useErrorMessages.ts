import { enErrors, type ErrorCatalogue } from './en-errors.ts'
import { useLocaleState } from './store.ts'

/** The wallet error texts in the locale on screen; en's load with the code that shows them. */
export const useErrorMessages = (): ErrorCatalogue => useLocaleState().messages?.errors ?? enErrors
