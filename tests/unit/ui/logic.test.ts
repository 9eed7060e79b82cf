import { describe, expect, it } from 'vitest'
import { fill } from '../../../web/kit/i18n/en.ts'
import { generatedAvatar } from '../../../web/kit/ui/Avatar/avatarColors.ts'
import { formatAmount } from '../../../web/kit/lib/format.ts'
import { switchOutcome } from '../../../web/kit/ui/ChainModal/switchOutcome.ts'
import { createParticles, step } from '../../../web/kit/ui/Confetti/particles.ts'
import { resolveDisplay, showChainButton } from '../../../web/kit/ui/ConnectButton/display.ts'
import {
  browserName,
  groupWallets,
  listedWallets,
  mobileDownloadable,
  mobileDownloadUrl,
  nextIndex,
} from '../../../web/kit/ui/ConnectModal/walletList.ts'
import { kitStatus, modalAfterStatusChange, statusChange } from '../../../web/kit/ui/KitProvider/status.ts'
import { accentForeground, ACCENTS, contrast, resolveTheme } from '../../../web/kit/ui/KitProvider/theme.ts'

describe('connection status (docs/spec.md §4.1)', () => {
  it('derives the kit status', () => {
    expect(kitStatus('reconnecting', false)).toBe('loading')
    expect(kitStatus('disconnected', false)).toBe('disconnected')
    expect(kitStatus('connecting', false)).toBe('disconnected')
    expect(kitStatus('connected', true)).toBe('connected')
    expect(kitStatus('connected', true, 'unauthenticated')).toBe('unauthenticated')
    expect(kitStatus('connected', true, 'loading')).toBe('loading')
  })

  it('closes modals on connect or disconnect, except connect while unauthenticated', () => {
    expect(modalAfterStatusChange('connect', 'disconnected', 'connected')).toBe('none')
    expect(modalAfterStatusChange('connect', 'disconnected', 'unauthenticated')).toBe('connect')
    expect(modalAfterStatusChange('account', 'connected', 'disconnected')).toBe('none')
    expect(modalAfterStatusChange('chain', 'connected', 'connected')).toBe('chain')
    expect(modalAfterStatusChange('connect', 'loading', 'disconnected')).toBe('connect')
  })

  it('celebrates a connect made here, not a restored session', () => {
    expect(statusChange('disconnected', 'connected')).toBe('connected')
    expect(statusChange('loading', 'connected')).toBeUndefined()
    expect(statusChange('connected', 'disconnected')).toBe('disconnected')
  })
})

describe('connect button display (docs/spec.md §2.6)', () => {
  it('defaults: full account; chain full on large screens and icon on small; balance on large only', () => {
    expect(resolveDisplay({}, true)).toEqual({ accountStatus: 'full', chainStatus: 'full', showBalance: true })
    expect(resolveDisplay({}, false)).toEqual({ accountStatus: 'full', chainStatus: 'icon', showBalance: false })
    expect(
      resolveDisplay({ showBalance: true, accountStatus: { smallScreen: 'avatar', largeScreen: 'address' } }, false),
    ).toMatchObject({
      showBalance: true,
      accountStatus: 'avatar',
    })
  })

  it('chain button with several chains or an unsupported one', () => {
    expect(showChainButton(1, false, 'full')).toBe(false)
    expect(showChainButton(2, false, 'full')).toBe(true)
    expect(showChainButton(2, false, 'none')).toBe(false)
    expect(showChainButton(1, true, 'none')).toBe(true)
  })
})

describe('wallet list', () => {
  const w = (id: string, groupName: 'Popular' | 'Other', groupIndex: number, ready: boolean, ext?: string) => ({
    id,
    groupName,
    groupIndex,
    ready,
    downloadUrls: ext ? { browserExtension: ext } : undefined,
  })
  it('lists ready wallets and those with an extension link, grouped by group index', () => {
    const wallets = [
      w('argent', 'Other', 2, false, 'x'),
      w('mm', 'Popular', 1, false, 'x'),
      w('hidden', 'Popular', 1, false),
      w('test', 'Popular', 0, true),
    ]
    const groups = groupWallets(listedWallets(wallets))
    expect(groups.map((g) => [g.name, g.wallets.map((x) => x.id)])).toEqual([
      ['Popular', ['test', 'mm']],
      ['Other', ['argent']],
    ])
  })

  it('mobile download links: iOS on iOS, else Android or generic; at most 3', () => {
    const urls = { downloadUrls: { ios: 'ios', android: 'android', mobile: 'generic' } }
    expect(mobileDownloadUrl(urls, 'iPhone OS 17')).toBe('ios')
    expect(mobileDownloadUrl(urls, 'Android 14')).toBe('android')
    expect(mobileDownloadUrl({ downloadUrls: { mobile: 'generic' } }, 'Android')).toBe('generic')
    expect(mobileDownloadable(Array(5).fill(urls), 'Android')).toHaveLength(3)
  })

  it('arrow keys wrap; browser names', () => {
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0)
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2)
    expect(nextIndex('End', 0, 3)).toBe(2)
    expect(nextIndex('a', 0, 3)).toBeUndefined()
    expect(browserName('Mozilla/5.0 Chrome/120.0 Safari/537.36')).toBe('Chrome')
    expect(browserName('Mozilla/5.0 Firefox/120.0')).toBe('Firefox')
  })
})

describe('chain switch outcomes', () => {
  it('tells rejection, rejection after adding, unsupported and other failures apart', () => {
    expect(switchOutcome({ code: 4001, message: 'User rejected the request.' })).toBe('rejected')
    expect(
      switchOutcome({
        message: 'wrapped',
        cause: { message: 'x', cause: { message: 'User rejected switch after adding network.' } },
      }),
    ).toBe('rejectedAfterAdd')
    expect(switchOutcome({ message: 'Switch failed', cause: { code: 4200 } })).toBe('unsupported')
    expect(switchOutcome(new Error('boom'))).toBe('failed')
  })
})

describe('themes and formatting', () => {
  it('every offered accent keeps its text at WCAG AA', () => {
    for (const accent of ACCENTS) expect(contrast(accent, accentForeground(accent))).toBeGreaterThanOrEqual(4.5)
    expect(accentForeground('#fde047')).toBe('#111111')
    expect(resolveTheme('auto', true)).toBe('dark')
    expect(resolveTheme('light', true)).toBe('light')
  })

  it('formats balances and fills placeholders', () => {
    expect(formatAmount(10_000n * 10n ** 18n, 18, 'en-US')).toBe('10,000')
    expect(formatAmount(123_456_789n * 10n ** 10n, 18, 'en-US')).toBe('1.235')
    expect(formatAmount(12_345n * 10n ** 12n, 18, 'en-US')).toBe('0.0123')
    expect(fill('{wallet} is not installed', { wallet: 'Rainbow' })).toBe('Rainbow is not installed')
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}')
  })

  it('generated avatars are stable per address, whatever its case', () => {
    expect(generatedAvatar('0xABC')).toEqual(generatedAvatar('0xabc'))
    expect(generatedAvatar('0xabc')).not.toEqual(generatedAvatar('0xabd'))
  })

  it('confetti: at most 35 particles, falling', () => {
    const particles = createParticles(100, 0, 0, () => 0.5)
    expect(particles).toHaveLength(35)
    let moved = particles
    for (let i = 0; i < 60; i++) moved = step(moved)
    expect(moved[0].vy).toBeGreaterThan(particles[0].vy)
  })
})
