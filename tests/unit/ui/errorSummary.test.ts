import { describe, expect, it } from 'vitest'
import { SHORT_ERROR_LENGTH, summarizeError } from '../../../web/kit/ui/ConnectModal/errorSummary.ts'

const NAMESPACES =
  "Non conforming namespaces. approve() namespaces chains don't satisfy required namespaces. Required: eip155:31337 Approved: eip155:1"

describe('connection error summary', () => {
  it('shows a short error whole, with no details', () => {
    expect(summarizeError('User rejected the request.', 'Connection failed')).toEqual({
      summary: 'User rejected the request.',
    })
    expect(summarizeError('Chain "1" not configured for connector "injected".', 'x')).toEqual({
      summary: 'Chain "1" not configured for connector "injected".',
    })
  })

  it('summarises a long relay error by its first sentence and keeps the whole as details', () => {
    expect(NAMESPACES.length).toBeGreaterThan(SHORT_ERROR_LENGTH)
    expect(summarizeError(NAMESPACES, 'Connection failed')).toEqual({
      summary: 'Non conforming namespaces.',
      details: NAMESPACES,
    })
  })

  it('falls back when even the first sentence is long, or there is no text', () => {
    const long = `${'word '.repeat(30)}end. More.`
    expect(summarizeError(long, 'Connection failed')).toEqual({ summary: 'Connection failed', details: long.trim() })
    expect(summarizeError('x'.repeat(200), 'Connection failed').summary).toBe('Connection failed')
    expect(summarizeError('  ', 'Connection failed')).toEqual({ summary: 'Connection failed' })
  })
})
