import { enSafe, type SafeCatalogue } from './en-safe'
import { useLocaleState } from './store'

/** The Safe panel's texts in the locale on screen; en's load with the Safe panel. */
export const useSafeMessages = (): SafeCatalogue => useLocaleState().messages?.safe ?? enSafe
