import { enSignIn, type SignInCatalogue } from './en-signin.ts'
import { localeState, useLocaleState, type LocaleState } from './store.ts'

const signInOf = ({ messages }: LocaleState): SignInCatalogue => messages?.signIn ?? enSignIn

/** The sign-in texts in the locale on screen; en's load with the sign-in code that shows them. */
export const useSignInMessages = (): SignInCatalogue => signInOf(useLocaleState())

/** The sign-in texts outside React, for an error made at the moment it happens. */
export const currentSignInMessages = (): SignInCatalogue => signInOf(localeState())
