import { describe, expect, it } from 'vitest'
import {
  downloadableWallets,
  initialStepState,
  Step,
  stepReducer,
  type StepAction,
  type StepWallet,
} from '../../../web/kit/ui/ConnectModal/steps.ts'

const instructions = { steps: [], learnMoreUrl: 'https://example.org' }
const both: StepWallet = {
  id: 'both',
  ready: false,
  downloadUrls: { browserExtension: 'x', qrCode: 'q' },
  extension: { instructions },
  qrCode: { instructions },
}
const qrOnly: StepWallet = { id: 'qr', ready: true, downloadUrls: { qrCode: 'q' } }
const extOnly: StepWallet = { id: 'ext', ready: false, downloadUrls: { browserExtension: 'x' } }
const bare: StepWallet = { id: 'bare', ready: false }

const run = (...actions: StepAction[]) => actions.reduce(stepReducer, initialStepState)

describe('connect step machine', () => {
  it('starts on NONE with nothing to go back to', () => {
    expect(initialStepState.step).toBe(Step.NONE)
    expect(run({ type: 'back' })).toEqual(initialStepState)
  })

  it('a ready wallet goes to CONNECT; a not-ready one to DOWNLOAD_OPTIONS with an extension link, else CONNECT', () => {
    expect(run({ type: 'selectWallet', wallet: qrOnly })).toMatchObject({ step: Step.CONNECT, walletId: 'qr' })
    expect(run({ type: 'selectWallet', wallet: extOnly })).toMatchObject({
      step: Step.DOWNLOAD_OPTIONS,
      walletId: 'ext',
    })
    expect(run({ type: 'selectWallet', wallet: bare })).toMatchObject({ step: Step.CONNECT, walletId: 'bare' })
  })

  it('GET routes by what the wallet offers', () => {
    const get = { type: 'getWallet' } as const
    expect(run(get, { type: 'chooseDownload', wallet: both }).step).toBe(Step.DOWNLOAD_OPTIONS)
    expect(run(get, { type: 'chooseDownload', wallet: qrOnly }).step).toBe(Step.DOWNLOAD)
    expect(run(get, { type: 'chooseDownload', wallet: extOnly }).step).toBe(Step.INSTRUCTIONS_EXTENSION)
  })

  it("'Add to' goes to INSTRUCTIONS_EXTENSION with instructions, else CONNECT; Continue likewise", () => {
    expect(run({ type: 'addExtension', wallet: both }).step).toBe(Step.INSTRUCTIONS_EXTENSION)
    expect(run({ type: 'addExtension', wallet: extOnly }).step).toBe(Step.CONNECT)
    expect(run({ type: 'continueDownload', wallet: both }).step).toBe(Step.INSTRUCTIONS_MOBILE)
    expect(run({ type: 'continueDownload', wallet: qrOnly }).step).toBe(Step.CONNECT)
  })

  it('back retraces every step with its wallet', () => {
    let state = run(
      { type: 'selectWallet', wallet: qrOnly },
      { type: 'getWallet' },
      { type: 'chooseDownload', wallet: both },
      { type: 'getMobile', wallet: both },
      { type: 'continueDownload', wallet: both },
    )
    const seen = [state.step]
    while (state.history.length) {
      state = stepReducer(state, { type: 'back' })
      seen.push(state.step)
    }
    expect(seen).toEqual([
      Step.INSTRUCTIONS_MOBILE,
      Step.DOWNLOAD,
      Step.DOWNLOAD_OPTIONS,
      Step.GET,
      Step.CONNECT,
      Step.NONE,
    ])
    expect(run({ type: 'selectWallet', wallet: qrOnly }, { type: 'getWallet' }, { type: 'back' }).walletId).toBe('qr')
  })

  it('a failure shows RETRY until retried or left', () => {
    const failed = run({ type: 'selectWallet', wallet: qrOnly }, { type: 'connectFailed' })
    expect(failed.connectionError).toBe(true)
    expect(stepReducer(failed, { type: 'retry' }).connectionError).toBe(false)
    expect(stepReducer(failed, { type: 'getWallet' }).connectionError).toBe(false)
  })

  it('choosing another wallet starts afresh from the list', () => {
    const state = run(
      { type: 'getWallet' },
      { type: 'chooseDownload', wallet: both },
      { type: 'selectWallet', wallet: qrOnly },
    )
    expect(state.history).toEqual([{ step: Step.NONE }])
  })

  it('counts every arrival on CONNECT, and nothing else', () => {
    const selected = run({ type: 'selectWallet', wallet: qrOnly })
    expect(selected.arrivals).toBe(1)
    // Choosing the same wallet in the list again is a new attempt; failing or retrying is not.
    expect(stepReducer(selected, { type: 'selectWallet', wallet: qrOnly }).arrivals).toBe(2)
    expect(run({ type: 'selectWallet', wallet: qrOnly }, { type: 'connectFailed' }, { type: 'retry' }).arrivals).toBe(1)
    // Away to GET and back to CONNECT arrives again; moving between other steps does not.
    expect(run({ type: 'selectWallet', wallet: qrOnly }, { type: 'getWallet' }, { type: 'back' }).arrivals).toBe(2)
    expect(
      run({ type: 'getWallet' }, { type: 'chooseDownload', wallet: both }, { type: 'getMobile', wallet: both })
        .arrivals,
    ).toBe(0)
    expect(run({ type: 'continueDownload', wallet: qrOnly }, { type: 'connect', wallet: qrOnly }).arrivals).toBe(1)
    expect(run({ type: 'continueDownload', wallet: qrOnly }, { type: 'connect', wallet: extOnly }).arrivals).toBe(2)
    // The count survives a reset, so the next arrival is always a new number.
    expect(run({ type: 'selectWallet', wallet: qrOnly }, { type: 'reset' }).arrivals).toBe(1)
  })

  it('learn and reset', () => {
    expect(run({ type: 'learn' }).step).toBe(Step.LEARN_COMPACT)
    expect(run({ type: 'learn' }, { type: 'reset' })).toEqual(initialStepState)
  })

  it('GET offers at most 5 wallets with an extension or QR download link', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...both, id: `w${i}` }))
    expect(downloadableWallets([bare, ...many])).toHaveLength(5)
    expect(downloadableWallets([bare, qrOnly, extOnly]).map((w) => w.id)).toEqual(['qr', 'ext'])
  })
})
