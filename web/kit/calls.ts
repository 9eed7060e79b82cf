// The batched calls' texts and errors for a page around the kit, an entry of its own so they
// load with the page's code that shows them, not in the first paint (useSendCalls itself is in
// index.ts). Reference: docs/kit.md.

export {
  /** The batched calls' texts in the locale on screen (the demo's button, progress, statuses). */
  useCallsMessages,
} from './i18n/useCallsMessages.ts'
export {
  /** The texts {@link useCallsMessages} returns. */
  type CallsCatalogue,
} from './i18n/en-calls.ts'
export {
  /**
   * Calls sent one by one stopped at call `index` of `total`: `refused` when the user said no;
   * `sent` holds the hashes of the calls that went through before it. Its message says so.
   */
  CallsStoppedError,
  /** `sendCalls` was given no calls. */
  NoCallsError,
} from './calls/errors.ts'
