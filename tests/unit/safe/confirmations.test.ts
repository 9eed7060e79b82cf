import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAddress, type Hex } from 'viem'
import {
  CONFIRMATION_POLL_MS,
  CONFIRMATIONS_TIME_LIMIT_MS,
  ConfirmationsTimeoutError,
  messageStep,
  safeSignature,
  waitForConfirmations,
} from '../../../web/kit/safe/confirmations.ts'
import type { SafeMessage } from '../../../web/kit/safe/gateway/types.ts'
import { safeMessageHash } from '../../../web/kit/safe/messages.ts'
import { NONCE_TTL_MS } from '../../../web/shared/auth/nonce.ts'

/*
 * The wait for a Safe's owners (web/kit/safe/confirmations.ts), on fake timers: its polling, its
 * time limit and its end when the dialog goes away.
 */

const SIGNATURE: Hex = `0x${'ab'.repeat(130)}`
const pending = {
  status: 'NEEDS_CONFIRMATION',
  preparedSignature: null,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
} as const
const confirmed = {
  status: 'CONFIRMED',
  preparedSignature: SIGNATURE,
  confirmationsSubmitted: 2,
  confirmationsRequired: 2,
} as const
type Answer = Pick<SafeMessage, 'status' | 'preparedSignature' | 'confirmationsSubmitted' | 'confirmationsRequired'>

/** A poll of the gateway's message that answers `answers` in turn (the last one again and again), counting its calls. */
function polling(...answers: (Answer | (() => Promise<Answer>))[]) {
  let calls = 0
  const poll = vi.fn(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]
    return messageStep(typeof answer === 'function' ? await answer() : answer)
  })
  return poll
}

/** The promise's outcome so far, without waiting for it. */
function outcome<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  )
  return state
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('waitForConfirmations', () => {
  it('asks once a second until CONFIRMED, then resolves with the Safe’s signature', async () => {
    const poll = polling(pending, pending, pending, confirmed)
    const wait = outcome(waitForConfirmations({ poll, deadline: Date.now() + 60_000 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(poll).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * CONFIRMATION_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(3)
    expect(wait.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS)
    expect(wait).toEqual({ settled: true, value: SIGNATURE })
    await vi.advanceTimersByTimeAsync(10 * CONFIRMATION_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(4)
  })

  it('CONFIRMED without a prepared signature is not done yet', async () => {
    const poll = polling({ ...confirmed, preparedSignature: null }, confirmed)
    const wait = outcome(waitForConfirmations({ poll, deadline: Date.now() + 60_000 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS)
    expect(wait.value).toBe(SIGNATURE)
  })

  it('rejects with ConfirmationsTimeoutError exactly at the deadline, and stops asking', async () => {
    const poll = polling(pending)
    const wait = outcome(waitForConfirmations({ poll, deadline: Date.now() + 10_500 }))
    await vi.advanceTimersByTimeAsync(10_499)
    expect(wait.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(wait.error).toBeInstanceOf(ConfirmationsTimeoutError)
    expect((wait.error as Error).message).toBe("The Safe's owners did not confirm the message in time")
    const asked = poll.mock.calls.length
    expect(asked).toBe(11)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(poll).toHaveBeenCalledTimes(asked)
  })

  it('the deadline holds while a poll is still on its way', async () => {
    const poll = polling(() => new Promise<Answer>(() => {}))
    const wait = outcome(waitForConfirmations({ poll, deadline: Date.now() + 5_000 }))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(wait.error).toBeInstanceOf(ConfirmationsTimeoutError)
  })

  it('a deadline already past times out at once', async () => {
    const wait = outcome(waitForConfirmations({ poll: polling(pending), deadline: Date.now() - 1 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.error).toBeInstanceOf(ConfirmationsTimeoutError)
  })

  it('a failed poll ends the wait with its error', async () => {
    const failure = new Error('502: Bad Gateway')
    const poll = polling(pending, () => Promise.reject(failure))
    const wait = outcome(waitForConfirmations({ poll, deadline: Date.now() + 60_000 }))
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS)
    expect(wait.error).toBe(failure)
    await vi.advanceTimersByTimeAsync(10 * CONFIRMATION_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(2)
  })

  it('an abort (the dialog closed) ends the wait with its reason and stops asking', async () => {
    const poll = polling(pending)
    const controller = new AbortController()
    const wait = outcome(waitForConfirmations({ poll, deadline: Date.now() + 60_000, signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS)
    const reason = new Error('closed')
    controller.abort(reason)
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.error).toBe(reason)
    await vi.advanceTimersByTimeAsync(10 * CONFIRMATION_POLL_MS)
    expect(poll).toHaveBeenCalledTimes(2)
  })
})

describe('the owners’ progress', () => {
  it('is told at each answer without a signature, as the gateway counts it', async () => {
    const heard: unknown[] = []
    const poll = polling({ ...pending, confirmationsSubmitted: 0 }, pending, confirmed)
    const wait = outcome(
      waitForConfirmations({ poll, deadline: Date.now() + 60_000, onProgress: (progress) => heard.push(progress) }),
    )
    await vi.advanceTimersByTimeAsync(2 * CONFIRMATION_POLL_MS)
    expect(wait.value).toBe(SIGNATURE)
    expect(heard).toEqual([
      { confirmed: 0, required: 2 },
      { confirmed: 1, required: 2 },
    ])
  })

  it('a message without counts tells no progress, and still waits', () => {
    expect(messageStep({ ...pending, confirmationsSubmitted: undefined as never })).toEqual({ progress: undefined })
  })
})

describe('safeSignature', () => {
  const safe = getAddress('0x5afe00000000000000000000000000000000a11c')
  const text = 'example.org wants you to sign in'

  it('follows the message on the gateway under its SafeMessage hash, until its nonce is nearly spent', async () => {
    const urls: string[] = []
    const gateway = {
      baseUrl: 'http://gateway',
      fetch: async (url: string | URL | Request) => {
        urls.push(String(url))
        return Response.json(pending)
      },
    }
    // Prepared so long ago that 2 s of the time limit are left.
    const preparedAt = Date.now() - CONFIRMATIONS_TIME_LIMIT_MS + 2_000
    const wait = outcome(safeSignature(gateway, { chainId: 31337, safe, text, preparedAt }))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(wait.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(wait.error).toBeInstanceOf(ConfirmationsTimeoutError)
    expect(new Set(urls)).toEqual(
      new Set([`http://gateway/v1/chains/31337/messages/${safeMessageHash(31337, safe, text)}`]),
    )
  })

  it('a poll the gateway does not answer in time is a "not yet": the next one brings the signature', async () => {
    // Real timers: the request's deadline is the platform's AbortSignal.timeout.
    vi.useRealTimers()
    let calls = 0
    const gateway = {
      baseUrl: 'http://gateway',
      timeoutMs: 20,
      fetch: (_url: string | URL | Request, init?: RequestInit) =>
        calls++ === 0
          ? new Promise<Response>((_, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            )
          : Promise.resolve(Response.json(confirmed)),
    }
    const signature = await safeSignature(gateway, { chainId: 31337, safe, text, preparedAt: Date.now() })
    expect(signature).toBe(SIGNATURE)
    expect(calls).toBe(2)
  })

  it('the time limit ends before the auth API forgets the nonce', () => {
    expect(CONFIRMATIONS_TIME_LIMIT_MS).toBeLessThan(NONCE_TTL_MS)
  })
})
