import { walk } from '../../shared/errors.ts'
import { readCallsStatus, type ReadCallsStatus } from './status.ts'
import { abortableSleep } from '../lib/abortableSleep.ts'

/** Asks the wallet for a bundle's status (`wallet_getCallsStatus`), its raw answer. */
export type GetCallsStatus = (id: string) => Promise<unknown>

/** Polls of a pending bundle: after 1 s, then 1.5 times longer each time, at most 15 s apart. */
export const CALLS_POLL = { firstDelayMs: 1_000, factor: 1.5, maxDelayMs: 15_000 } as const

/** The wait before poll `attempt` + 1 (attempt counts from 1). */
export const pollDelay = (attempt: number) =>
  Math.min(Math.round(CALLS_POLL.firstDelayMs * CALLS_POLL.factor ** (attempt - 1)), CALLS_POLL.maxDelayMs)

/**
 * Failed polls in a row before the status is given up as unknown: with the backoff above, about
 * half a minute of a wallet that answers only errors.
 */
export const MAX_FAILED_POLLS = 6

/** EIP-5792's 'Unknown bundle id'; 4200 and -32601: the wallet has no wallet_getCallsStatus. */
const FORGOTTEN = new Set([5730, 4200, -32601])

const forgotten = (error: unknown) => walk(error, (e) => FORGOTTEN.has(e.code as number)) !== null

export interface PollOptions {
  signal: AbortSignal
  /** Waits `ms`, or less when `signal` aborts; a test passes one that does not really wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

/**
 * Polls a bundle's status with backoff until it is final. A wallet that no longer knows the id
 * (5730, or no such method any more) or only fails makes it `unknown`, never pending for ever.
 * Resolves to undefined once `signal` aborts.
 */
export async function followBundle(
  getStatus: GetCallsStatus,
  id: string,
  { signal, sleep = abortableSleep }: PollOptions,
): Promise<ReadCallsStatus | undefined> {
  let polls = 0
  let failures = 0
  while (!signal.aborted) {
    try {
      const read = readCallsStatus(await getStatus(id))
      if (signal.aborted) return undefined
      if (read.status !== 'pending') return read
      failures = 0
    } catch (error) {
      if (forgotten(error) || ++failures >= MAX_FAILED_POLLS) return signal.aborted ? undefined : unknown()
    }
    polls += 1
    await sleep(pollDelay(polls), signal)
  }
  return undefined
}

const unknown = (): ReadCallsStatus => ({ status: 'unknown', receipts: [] })
