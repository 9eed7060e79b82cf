import { describe, expect, it } from 'vitest'
import { originPatterns, parseAllowedOrigins, SAFE_WALLET_ORIGINS } from '../../../web/shared/safe/domains.ts'

describe('allowed host origins', () => {
  it('parses a comma-separated list of origins', () => {
    expect(parseAllowedOrigins(' http://127.0.0.1:4000, https://safe.example.org/ ,')).toEqual([
      'http://127.0.0.1:4000',
      'https://safe.example.org',
    ])
    expect(parseAllowedOrigins(undefined)).toEqual([])
  })

  it('names the variable when an entry is not an origin', () => {
    expect(() => parseAllowedOrigins('app.safe.global')).toThrow('VITE_SAFE_ALLOWED_DOMAINS')
    expect(() => parseAllowedOrigins('https://app.safe.global/apps')).toThrow('VITE_SAFE_ALLOWED_DOMAINS')
    expect(() => parseAllowedOrigins('ftp://x.org')).toThrow('VITE_SAFE_ALLOWED_DOMAINS')
  })

  it('matches exact origins only', () => {
    const [pattern] = originPatterns(SAFE_WALLET_ORIGINS)
    expect(pattern.test('https://app.safe.global')).toBe(true)
    expect(pattern.test('https://app.safe.global.evil.com')).toBe(false)
    expect(pattern.test('https://appxsafe.global')).toBe(false)
    expect(pattern.test('http://app.safe.global')).toBe(false)
  })
})
