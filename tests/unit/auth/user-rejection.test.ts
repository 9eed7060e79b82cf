import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from 'viem'
import { isUserRejection } from '../../../web/src/auth/errors'

describe('isUserRejection', () => {
  it('finds code 4001 or viem’s UserRejectedRequestError anywhere in the cause chain', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    expect(isUserRejection(new UserRejectedRequestError(new Error('no')))).toBe(true)
    expect(isUserRejection(new Error('wrapped', { cause: new Error('inner', { cause: { code: 4001 } }) }))).toBe(true)
  })

  it('is false for other failures', () => {
    expect(isUserRejection(new Error('Internal error'))).toBe(false)
    expect(isUserRejection({ code: -32603 })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
