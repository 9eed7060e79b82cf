/**
 * The statement line of the sign-in message (EIP-4361), which the wallet shows. It stays English
 * in every locale: the standard's grammar allows only ASCII there, and strict parsers (and the
 * wallets that recognise sign-in messages) refuse anything else. One line, so no line breaks.
 */
export const signInStatement = (appName: string): string => `Sign in to ${appName.replace(/\s+/g, ' ')}.`
