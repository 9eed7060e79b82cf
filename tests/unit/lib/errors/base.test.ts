import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from 'viem'
import { BaseError, walk } from '../../../../web/shared/errors.ts'

class InnerError extends BaseError {
  override name = 'InnerError'
}

describe('BaseError', () => {
  it('message is the short message alone, details and cause kept apart', () => {
    const cause = new Error('socket hang up')
    const error = new BaseError('Could not reach the wallet.', { cause })
    expect(error.message).toBe('Could not reach the wallet.')
    expect(error.shortMessage).toBe('Could not reach the wallet.')
    expect(error.details).toBe('socket hang up')
    expect(error.cause).toBe(cause)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('BaseError')
  })

  it('details: given explicitly, else the cause’s details (viem’s), else its message, else empty', () => {
    expect(new BaseError('a', { details: 'why', cause: new Error('ignored') }).details).toBe('why')
    const viemError = new UserRejectedRequestError(
      new Error('MetaMask Tx Signature: User denied transaction signature.'),
    )
    expect(new BaseError('a', { cause: viemError }).details).toBe(
      'MetaMask Tx Signature: User denied transaction signature.',
    )
    expect(new BaseError('a', { cause: { code: 5000, message: 'User rejected.' } }).details).toBe('User rejected.')
    expect(new BaseError('a', { cause: new InnerError('inner short') }).details).toBe('inner short')
    expect(new BaseError('a').details).toBe('')
    expect(new BaseError('a', { cause: 'a string' }).details).toBe('')
  })

  it('has no cause property unless given one', () => {
    expect('cause' in new BaseError('a')).toBe(false)
  })

  it('subclasses keep their own name and stay instances of BaseError', () => {
    const error = new InnerError('x')
    expect(error.name).toBe('InnerError')
    expect(error).toBeInstanceOf(BaseError)
    expect(String(error)).toBe('InnerError: x')
  })
})

describe('walk', () => {
  const deepest = { code: 4001, message: 'User rejected the request.' }
  const middle = new InnerError('middle', { cause: deepest })
  const outer = new BaseError('outer', { cause: middle })

  it('without fn returns the deepest cause', () => {
    expect(outer.walk()).toBe(deepest)
    expect(walk(outer)).toBe(deepest)
  })

  it('without fn and without a cause returns the error itself', () => {
    const alone = new BaseError('alone')
    expect(alone.walk()).toBe(alone)
  })

  it('with fn returns the first match, starting with the error itself', () => {
    expect(outer.walk((e) => e instanceof BaseError)).toBe(outer)
    expect(outer.walk((e) => e.name === 'InnerError')).toBe(middle)
    expect(outer.walk((e) => e.code === 4001)).toBe(deepest)
  })

  it('with fn returns null when nothing matches', () => {
    expect(outer.walk((e) => e.code === 4100)).toBeNull()
  })

  it('walks errors that are not ours: viem’s wrappers and plain objects', () => {
    const viemError = new UserRejectedRequestError(Object.assign(new Error('no'), { cause: { code: 5000 } }))
    expect(walk(viemError, (e) => e.code === 5000)).toEqual({ code: 5000 })
  })

  it('ends at a non-object cause and never calls fn with one', () => {
    const seen: unknown[] = []
    const error = new Error('top', { cause: 'a string' })
    expect(walk(error)).toBe(error)
    expect(walk(error, (e) => (seen.push(e), false))).toBeNull()
    expect(seen).toEqual([error])
    expect(walk(undefined)).toBeNull()
    expect(walk('text', () => true)).toBeNull()
  })

  it('stops on a cycle', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' }
    const b = { message: 'b', cause: a }
    a.cause = b
    expect(walk(a, (e) => e.message === 'c')).toBeNull()
    expect([a, b]).toContain(walk(a))
  })
})
