import { describe, expect, it } from 'vitest'
import { CALLS_POLL, followBundle, MAX_FAILED_POLLS, pollDelay } from '../../../web/kit/calls/poll.ts'

/** Records the backoff instead of waiting it out. */
function recordingSleep() {
  const delays: number[] = []
  return { delays, sleep: async (ms: number) => void delays.push(ms) }
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** A wallet answering the given status answers (or errors) in turn. */
function wallet(answers: unknown[]) {
  let calls = 0
  return {
    calls: () => calls,
    getStatus: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]
      if (answer instanceof Error) throw answer
      return answer
    },
  }
}

describe('polling a bundle', () => {
  it('backs off 1 s, 1.5 times longer each poll, at most 15 s apart', () => {
    const delays = Array.from({ length: 10 }, (_, i) => pollDelay(i + 1))
    expect(delays).toEqual([1000, 1500, 2250, 3375, 5063, 7594, 11391, 15000, 15000, 15000])
    expect(Math.max(...delays)).toBe(CALLS_POLL.maxDelayMs)
  })

  it('polls a pending bundle until it is confirmed, with the backoff between polls', async () => {
    const w = wallet([{ status: 100 }, { status: 100 }, { status: 200, receipts: [] }])
    const { delays, sleep } = recordingSleep()
    const read = await followBundle(w.getStatus, '0x1', { signal: new AbortController().signal, sleep })
    expect(read?.status).toBe('confirmed')
    expect(w.calls()).toBe(3)
    expect(delays).toEqual([1000, 1500])
  })

  it("a wallet that answers 5730 'Unknown bundle id' ends the poll as unknown at once", async () => {
    const w = wallet([{ status: 100 }, rpcError(5730, 'Unknown bundle id')])
    const { sleep } = recordingSleep()
    const read = await followBundle(w.getStatus, '0x1', { signal: new AbortController().signal, sleep })
    expect(read).toEqual({ status: 'unknown', receipts: [] })
    expect(w.calls()).toBe(2)
  })

  it('a wallet without wallet_getCallsStatus any more (4200) makes it unknown', async () => {
    const w = wallet([rpcError(4200, 'Unsupported method')])
    const { sleep } = recordingSleep()
    expect((await followBundle(w.getStatus, '0x1', { signal: new AbortController().signal, sleep }))?.status).toBe(
      'unknown',
    )
  })

  it('other failures are retried, and only so many in a row before the status is unknown', async () => {
    const flaky = wallet([rpcError(-32603, 'Internal error'), { status: 500, receipts: [] }])
    const { sleep } = recordingSleep()
    const signal = new AbortController().signal
    expect((await followBundle(flaky.getStatus, '0x1', { signal, sleep }))?.status).toBe('failed')
    const broken = wallet([rpcError(-32603, 'Internal error')])
    expect((await followBundle(broken.getStatus, '0x1', { signal, sleep }))?.status).toBe('unknown')
    expect(broken.calls()).toBe(MAX_FAILED_POLLS)
  })

  it('stops, recording nothing, once aborted', async () => {
    const stop = new AbortController()
    const w = wallet([{ status: 100 }])
    const sleep = async () => stop.abort()
    expect(await followBundle(w.getStatus, '0x1', { signal: stop.signal, sleep })).toBeUndefined()
    expect(w.calls()).toBe(1)
  })
})
