import { describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { formatBalance, shortenAddress } from '../../../web/kit/lib/format.ts'

describe('shortenAddress', () => {
  it('keeps the 0x prefix, 4 leading and 4 trailing characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
  it('leaves short strings alone', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})

describe('formatBalance', () => {
  it('groups thousands', () => {
    expect(formatBalance(parseEther('10000'), 18, 'ETH', 'en-US')).toBe('10,000 ETH')
  })
  it('rounds to 3 fraction digits at or above 1', () => {
    expect(formatBalance(parseEther('1.23456'), 18, 'ETH', 'en-US')).toBe('1.235 ETH')
  })
  it('keeps 4 fraction digits below 1', () => {
    expect(formatBalance(parseEther('0.00123456'), 18, 'xDAI', 'en-US')).toBe('0.0012 xDAI')
  })
  it('shows zero plainly', () => {
    expect(formatBalance(0n, 18, 'ETH', 'en-US')).toBe('0 ETH')
  })
})
