import { describe, expect, it } from 'vitest'
import {
  bundleStatusOf,
  callHashesOf,
  callStatusesOf,
  readCallsStatus,
  sequenceStatusOf,
} from '../../../web/kit/calls/status.ts'

const H1 = `0x${'11'.repeat(32)}` as const
const H2 = `0x${'22'.repeat(32)}` as const

describe('EIP-5792 status codes', () => {
  it.each([
    [100, 'pending'],
    [200, 'confirmed'],
    [400, 'failed'],
    [500, 'failed'],
    [600, 'partial'],
    // Codes within a class the EIP reserves mean the same as the class.
    [199, 'pending'],
    [201, 'confirmed'],
    // Outside every class: the wallet said nothing the app can use.
    [300, 'unknown'],
    [0, 'unknown'],
    [700, 'unknown'],
  ] as const)('%i is %s', (code, status) => {
    expect(bundleStatusOf(code)).toBe(status)
  })
})

describe('reading wallet_getCallsStatus', () => {
  it('reads v2 answers with hex receipt statuses', () => {
    const read = readCallsStatus({
      version: '2.0.0',
      id: '0xabc',
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: H1, status: '0x1', logs: [] }],
    })
    expect(read).toEqual({ status: 'confirmed', receipts: [{ transactionHash: H1, status: 'success' }] })
  })

  it("reads the first draft's PENDING and CONFIRMED, the latter by its receipts", () => {
    expect(readCallsStatus({ status: 'PENDING' }).status).toBe('pending')
    const mixed = {
      status: 'CONFIRMED',
      receipts: [
        { transactionHash: H1, status: '0x1' },
        { transactionHash: H2, status: '0x0' },
      ],
    }
    expect(readCallsStatus(mixed).status).toBe('partial')
    expect(readCallsStatus({ ...mixed, receipts: [mixed.receipts[1]] }).status).toBe('failed')
  })

  it('an answer without a status (null, a string, a wallet that forgot) is unknown, not pending', () => {
    expect(readCallsStatus(null).status).toBe('unknown')
    expect(readCallsStatus('0x').status).toBe('unknown')
    expect(readCallsStatus({ receipts: [] }).status).toBe('unknown')
  })

  it('gives each call its receipt, or the one receipt of an atomic bundle to all', () => {
    const atomic = readCallsStatus({ status: 200, receipts: [{ transactionHash: H1, status: '0x1' }] })
    expect(callStatusesOf(2, atomic)).toEqual(['confirmed', 'confirmed'])
    expect(callHashesOf(2, atomic.receipts)).toEqual([H1, H1])
    const perCall = readCallsStatus({
      status: 600,
      receipts: [
        { transactionHash: H1, status: '0x1' },
        { transactionHash: H2, status: '0x0' },
      ],
    })
    expect(callStatusesOf(2, perCall)).toEqual(['confirmed', 'failed'])
    expect(callHashesOf(2, perCall.receipts)).toEqual([H1, H2])
    // Failed off chain (400): no receipts, every call failed; partial without receipts: unknown each.
    expect(callStatusesOf(2, readCallsStatus({ status: 400, receipts: [] }))).toEqual(['failed', 'failed'])
    expect(callStatusesOf(2, readCallsStatus({ status: 600 }))).toEqual(['unknown', 'unknown'])
  })

  it('a bundle sent one by one is partial when some calls landed and others did not', () => {
    expect(sequenceStatusOf(['confirmed', 'pending'])).toBe('pending')
    expect(sequenceStatusOf(['confirmed', 'confirmed'])).toBe('confirmed')
    expect(sequenceStatusOf(['confirmed', 'notSent'])).toBe('partial')
    expect(sequenceStatusOf(['confirmed', 'failed'])).toBe('partial')
    expect(sequenceStatusOf(['failed', 'failed'])).toBe('failed')
  })
})
