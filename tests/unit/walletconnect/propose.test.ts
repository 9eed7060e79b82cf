import { afterEach, describe, expect, it, vi } from 'vitest'
import { propose } from '../../../web/kit/wallets/walletConnect/propose.ts'
import { PairingExpiredError } from '../../../web/kit/wallets/walletConnect/errors.ts'
import { RelayUnavailableError } from '../../../web/kit/wallets/walletConnect/relay-errors.ts'
import type { SignClient } from '../../../web/kit/wallets/walletConnect/signClient.ts'

// How long propose() waits for the relay to take a proposal: ten seconds online; time offline
// does not count, since the proposal goes out once the network is back.

const never = new Promise<never>(() => {})
/** A sign-client whose relay never acknowledges the proposal. */
const silentClient = {
  core: { pairing: { events: { on() {}, off() {} } }, relayer: { connected: true, once() {}, off() {} } },
} as unknown as SignClient

function browser(onLine: boolean) {
  const events = new EventTarget()
  const navigator = { onLine }
  vi.stubGlobal('navigator', navigator)
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events))
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events))
  return {
    goOnline() {
      navigator.onLine = true
      events.dispatchEvent(new Event('online'))
    },
  }
}

/** What the promise has come to so far: 'waiting', or its error. */
function watch(promise: Promise<unknown>): () => unknown {
  let state: unknown = 'waiting'
  promise.catch((error: unknown) => (state = error))
  return () => state
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('propose: the relay time limit', () => {
  const start = () =>
    propose(
      silentClient,
      { client: silentClient, validator: {} as never, chainIds: [1], onUri() {}, open: () => never },
      never,
    )

  it('online, a relay that takes no proposal in 10 s is unreachable', async () => {
    vi.useFakeTimers()
    browser(true)
    const outcome = watch(start().opened)
    await vi.advanceTimersByTimeAsync(9_900)
    expect(outcome()).toBe('waiting')
    await vi.advanceTimersByTimeAsync(200)
    expect(outcome()).toBeInstanceOf(RelayUnavailableError)
  })

  it('offline, the limit waits for the network, then gives the relay 10 s again', async () => {
    vi.useFakeTimers()
    const page = browser(false)
    const outcome = watch(start().opened)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(outcome()).toBe('waiting')
    page.goOnline()
    await vi.advanceTimersByTimeAsync(9_900)
    expect(outcome()).toBe('waiting')
    await vi.advanceTimersByTimeAsync(200)
    expect(outcome()).toBeInstanceOf(RelayUnavailableError)
  })
})

describe('propose: a proposal sign-client could not publish', () => {
  const publishGivenUp = () => {
    const failed = Promise.reject(new Error('Failed to publish custom payload, please try again. id:1 tag:undefined'))
    const { opened } = propose(
      silentClient,
      { client: silentClient, validator: {} as never, chainIds: [1], onUri() {}, open: () => failed },
      never,
    )
    return opened.catch((e: unknown) => e)
  }

  it('online, is an unreachable relay, with the clear text, not sign-client’s own', async () => {
    browser(true)
    const error = await publishGivenUp()
    expect(error).toBeInstanceOf(RelayUnavailableError)
    expect((error as Error).message).toBe('Could not reach WalletConnect. Check your connection and try again.')
  })

  it('offline, is an expired proposal: the publisher kept it for its lifetime, the relay may hold it', async () => {
    browser(false)
    const error = await publishGivenUp()
    expect(error).toBeInstanceOf(PairingExpiredError)
    expect((error as Error).message).toBe('This connection request expired. Try again.')
  })
})
