import { fill } from '../i18n/en.ts'
import { enErrors, type ErrorKey } from '../i18n/en-errors.ts'
import { BaseError } from '../../shared/errors.ts'

/** The values of a text's `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>

/** A text of the error catalogue, named by its key, with its placeholders' values. */
export interface CatalogueText {
  key: ErrorKey
  values?: TextValues
}

/**
 * An error the UI tells in the error catalogue's words, in the locale on screen: `messageKey`
 * names its text. Its `message` (for logs and devtools) is that text in English, made from
 * `i18n/en-errors.ts`, so each English text is written there and nowhere else. `errorText` finds
 * these errors in a cause chain by `instanceof`, never by their names.
 */
export class CataloguedError extends BaseError {
  override name = 'CataloguedError'
  // `declare`: set in the constructor, so the build emits no field initialisers for them.
  /** Undefined when the error keeps words from outside the app, which no catalogue translates. */
  declare readonly messageKey: ErrorKey | undefined
  declare readonly messageValues: TextValues | undefined

  /** `text` is a catalogue text, or words from outside the app (a wallet's, wagmi's), kept as they came. */
  constructor(text: CatalogueText | string, options: { cause?: unknown; details?: string } = {}) {
    super(typeof text === 'string' ? text : fill(enErrors[text.key], text.values ?? {}), options)
    if (typeof text === 'string') return
    this.messageKey = text.key
    this.messageValues = text.values
  }
}
