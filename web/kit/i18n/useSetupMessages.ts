import { enSetup, type SetupCatalogue } from './en-setup.ts'
import { useLocaleState } from './store.ts'

/** The wallet setup texts in the locale on screen; en's load with the connect modal. */
export const useSetupMessages = (): SetupCatalogue => useLocaleState().messages?.setup ?? enSetup
