import { enSafe, type SafeCatalogue } from './en-safe.ts'
import { useLocaleState } from './store.ts'

/** The Safe panel's texts in the locale on screen; en's load with the Safe panel. */
export const useSafeMessages = (): SafeCatalogue => useLocaleState().messages?.safe ?? enSafe
