import { enCalls, type CallsCatalogue } from './en-calls.ts'
import { localeState, useLocaleState } from './store.ts'

/** The batched calls' texts in the locale on screen; en's load with the code that shows them. */
export const useCallsMessages = (): CallsCatalogue => useLocaleState().messages?.calls ?? enCalls

/** The same outside React, for an error made at the moment of a send. */
export const currentCallsMessages = (): CallsCatalogue => localeState().messages?.calls ?? enCalls
