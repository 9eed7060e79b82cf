import { describe, expect, it } from 'vitest'
import {
  appOpened,
  initialStep,
  isBusy,
  lastWalletFirst,
  mobileStep,
  stepTimeout,
  type MobileEvent,
} from '../../../web/kit/ui/ConnectModal/mobileLink.ts'

const run = (...events: MobileEvent[]) => events.reduce(mobileStep, initialStep)
const tap = (opened = true): MobileEvent => ({ type: 'tap', walletId: 'trust', opened })

describe('phone deep-link machine', () => {
  it('a tap with a prepared URI opens at once; without one it waits for the URI', () => {
    expect(run(tap())).toEqual({ step: 'opening', walletId: 'trust' })
    expect(run(tap(false))).toEqual({ step: 'waitingUri', walletId: 'trust' })
    expect(run(tap(false), { type: 'opened' })).toEqual({ step: 'opening', walletId: 'trust' })
    // Only the link's own opening moves it on: a timer or the page hiding do not.
    expect(run(tap(false), { type: 'timer' }).step).toBe('waitingUri')
    expect(stepTimeout(run(tap(false)))).toBeUndefined()
  })

  it('a page still visible and focused 2 s after the link opened means no app took it', () => {
    // Issue 43: noticed after about two seconds.
    expect(stepTimeout(run(tap()))).toBe(2_000)
    expect(run(tap(), { type: 'timer' })).toEqual({ step: 'notOpened', walletId: 'trust' })
    expect(stepTimeout(run(tap(), { type: 'timer' }))).toBeUndefined()
  })

  it('a page that loses focus holds the fallback back; focus again waits anew', () => {
    const unfocused = run(tap(), { type: 'blur' })
    expect(unfocused.step).toBe('unfocused')
    expect(stepTimeout(unfocused)).toBeUndefined()
    expect(mobileStep(unfocused, { type: 'timer' })).toBe(unfocused)
    // A prompt ('Open in the app?') dismissed: the page is in front again, 2 s more.
    const again = mobileStep(unfocused, { type: 'focus' })
    expect(again.step).toBe('opening')
    expect(stepTimeout(again)).toBe(2_000)
    // The prompt accepted: the app hides the page.
    expect(mobileStep(unfocused, { type: 'hidden' }).step).toBe('inApp')
  })

  it('a tab that leaves (pagehide) for the wallet site or the store: no app opened; back, the fallback', () => {
    // A universal link with its app missing: pagehide, then the page hidden.
    const away = run(tap(), { type: 'pagehide' }, { type: 'hidden' })
    expect(away.step).toBe('away')
    expect(stepTimeout(away)).toBeUndefined()
    expect(mobileStep(away, { type: 'timer' })).toBe(away)
    // Back from the back/forward cache: pageshow (persisted), then visible.
    expect(mobileStep(away, { type: 'pageshow' })).toEqual({ step: 'notOpened', walletId: 'trust' })
    expect(mobileStep(away, { type: 'visible' })).toEqual({ step: 'notOpened', walletId: 'trust' })
    expect(run(tap(), { type: 'blur' }, { type: 'pagehide' }).step).toBe('away')
  })

  it('only a page hidden while the link was opening says the app opened', () => {
    const steps = (...events: MobileEvent[]) => {
      const all = [initialStep]
      for (const e of events) all.push(mobileStep(all[all.length - 1], e))
      return all.slice(1).some((after, i) => appOpened(all[i], after))
    }
    expect(steps(tap(), { type: 'hidden' })).toBe(true)
    expect(steps(tap(), { type: 'blur' }, { type: 'hidden' })).toBe(true)
    // The tap alone, the fallback, a tab that left for the wallet site: no app.
    expect(steps(tap())).toBe(false)
    expect(steps(tap(), { type: 'timer' })).toBe(false)
    expect(steps(tap(), { type: 'pagehide' }, { type: 'hidden' }, { type: 'pageshow' }, { type: 'visible' })).toBe(
      false,
    )
    // From the fallback, a hidden page may be the store in front.
    expect(steps(tap(), { type: 'timer' }, { type: 'hidden' })).toBe(false)
    // 'Try again' from the fallback, then the app opens.
    expect(steps(tap(), { type: 'timer' }, tap(), { type: 'hidden' })).toBe(true)
  })

  it('the page hiding means the app took over; back on the page the spinner times out', () => {
    const inApp = run(tap(), { type: 'hidden' })
    expect(inApp.step).toBe('inApp')
    // Hidden, the wallet app has the visitor: no timer runs.
    expect(stepTimeout(inApp)).toBeUndefined()
    expect(mobileStep(inApp, { type: 'timer' })).toBe(inApp)
    const returned = mobileStep(inApp, { type: 'visible' })
    expect(returned.step).toBe('returned')
    // Back on the page, 'Opening {wallet}...' spins 20 s at most.
    expect(stepTimeout(returned)).toBe(20_000)
    expect(mobileStep(returned, { type: 'timer' })).toEqual({ step: 'timedOut', walletId: 'trust' })
    expect(mobileStep(returned, { type: 'hidden' }).step).toBe('inApp')
  })

  it('an app (or store) that comes to the front late still continues the flow', () => {
    expect(run(tap(), { type: 'timer' }, { type: 'hidden' }).step).toBe('inApp')
    expect(run(tap(), { type: 'hidden' }, { type: 'visible' }, { type: 'timer' }, { type: 'hidden' }).step).toBe(
      'inApp',
    )
  })

  it('a failure ends any step; a tap (RETRY) starts over; back returns to the list', () => {
    expect(run(tap(), { type: 'failed' })).toEqual({ step: 'failed', walletId: 'trust' })
    expect(run(tap(false), { type: 'failed' }, { type: 'hidden' }).step).toBe('failed')
    expect(run(tap(), { type: 'timer' }, tap())).toEqual({ step: 'opening', walletId: 'trust' })
    expect(run(tap(), { type: 'timer' }, { type: 'back' })).toEqual(initialStep)
  })

  it('the list ignores what belongs to an attempt', () => {
    for (const type of [
      'opened',
      'hidden',
      'visible',
      'blur',
      'focus',
      'pagehide',
      'pageshow',
      'timer',
      'failed',
    ] as const)
      expect(run({ type })).toEqual(initialStep)
  })

  it('the spinner shows while the link is on its way or the app is in front', () => {
    const steps = [
      run(tap(false)),
      run(tap()),
      run(tap(), { type: 'hidden' }),
      run(tap(), { type: 'hidden' }, { type: 'visible' }),
      run(tap(), { type: 'blur' }),
      run(tap(), { type: 'pagehide' }),
    ]
    expect(steps.map(isBusy)).toEqual([true, true, true, true, true, true])
    expect([initialStep, run(tap(), { type: 'timer' }), run(tap(), { type: 'failed' })].map(isBusy)).toEqual([
      false,
      false,
      false,
    ])
  })
})

describe('last mobile wallet first', () => {
  const wallets = [{ name: 'Rainbow' }, { name: 'MetaMask' }, { name: 'Ledger Live' }]

  it('moves the recorded wallet to the front, the others keep their order', () => {
    expect(lastWalletFirst(wallets, 'Ledger Live').map((w) => w.name)).toEqual(['Ledger Live', 'Rainbow', 'MetaMask'])
  })

  it('keeps the order with no record or one for a wallet not listed', () => {
    expect(lastWalletFirst(wallets, undefined)).toEqual(wallets)
    expect(lastWalletFirst(wallets, 'Gone Wallet')).toEqual(wallets)
  })
})
