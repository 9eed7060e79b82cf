import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from 'wagmi'
import { WALLETS } from '../../../web/kit/wallets/definitions/index.ts'
import { walletOptions } from '../../../web/kit/wallets/options.ts'
import type { AnnouncedWallet } from '../../../web/kit/wallets/discovery.ts'
import { downloadableWallets } from '../../../web/kit/ui/ConnectModal/steps.ts'
import { listedWallets } from '../../../web/kit/ui/ConnectModal/walletList.ts'

// The connector types the registry makes for each kind (connectors/index.ts).
const TYPES = {
  injected: 'injected',
  walletConnect: 'walletConnect',
  coinbase: 'coinbaseWallet',
  safe: 'safe',
} as const
/** Connectors as the registry makes them; `onProvider` ids got one on their injected provider. */
function connectorsFor(ids: string[], onProvider: string[] = []) {
  const kindOf = (id: string) => WALLETS.find((w) => w.id === id)?.kind ?? 'injected'
  return ids.map(
    (id) => ({ id, uid: id, type: onProvider.includes(id) ? 'injected' : TYPES[kindOf(id)] }) as unknown as Connector,
  )
}
const allIds = [...WALLETS.map((w) => w.id), 'dev.other.wallet']
const provider = () => ({ request: async () => null }) as unknown as AnnouncedWallet['provider']
const announce = (rdns: string, name = rdns): AnnouncedWallet => ({
  info: { uuid: rdns, name, icon: 'data:,', rdns },
  provider: provider(),
})

afterEach(() => vi.unstubAllGlobals())

function options(
  announced: AnnouncedWallet[] = [],
  recentIds: string[] = [],
  safeReady = false,
  onProvider: string[] = [],
) {
  return walletOptions({
    definitions: WALLETS,
    connectors: connectorsFor(allIds, onProvider),
    announced,
    recentIds,
    safeReady,
  })
}
const byId = (list: ReturnType<typeof options>) => Object.fromEntries(list.map((o) => [o.id, o]))

describe('walletOptions', () => {
  it('on a page with no wallet: WalletConnect kinds and Coinbase ready, injected ones not', () => {
    vi.stubGlobal('window', {})
    const o = byId(options())
    expect(o.walletConnect.ready).toBe(true)
    expect(o.rainbow).toMatchObject({ ready: true, kind: 'walletConnect' })
    expect(o.coinbase).toMatchObject({ ready: true, kind: 'coinbase' })
    expect(o.brave.ready).toBe(false)
    expect(o.injected.ready).toBe(false)
    expect(o.safe.ready).toBe(false)
  })

  it('an announced MetaMask makes the metaMask option injected and hides the generic one', () => {
    const metaMask = announce('io.metamask', 'MetaMask')
    vi.stubGlobal('window', { ethereum: metaMask.provider })
    const o = byId(options([metaMask], [], false, ['metaMask']))
    expect(o.metaMask).toMatchObject({ ready: true, kind: 'injected' })
    expect(o['io.metamask']).toBeUndefined()
    expect(o.injected.ready).toBe(false)
  })

  it('a wallet connects the way its connector does: a WalletConnect MetaMask stays a QR wallet', () => {
    // MetaMask announced while its WalletConnect connector was connected: the registry keeps
    // that connector until it disconnects, and the CONNECT step must not promise the extension.
    vi.stubGlobal('window', {})
    const o = byId(options([announce('io.metamask', 'MetaMask')]))
    expect(o.metaMask).toMatchObject({ ready: true, kind: 'walletConnect' })
  })

  it('Safe is listed only inside a Safe host, where it is ready', () => {
    vi.stubGlobal('window', {})
    expect(listedWallets(options()).map((o) => o.id)).not.toContain('safe')
    expect(listedWallets(options([], [], true)).find((o) => o.id === 'safe')).toMatchObject({ ready: true })
    expect(downloadableWallets(options()).map((o) => o.id)).not.toContain('safe')
  })

  it('an unknown announced wallet is listed with its own name and icon', () => {
    vi.stubGlobal('window', {})
    const o = byId(options([announce('dev.other.wallet', 'Other Wallet')]))
    expect(o['dev.other.wallet']).toMatchObject({
      name: 'Other Wallet',
      iconUrl: 'data:,',
      ready: true,
      groupName: 'Popular',
    })
  })

  it('window.ethereum with a known flag readies that wallet', () => {
    vi.stubGlobal('window', { ethereum: { isBraveWallet: true, isMetaMask: true } })
    const o = byId(options([], [], false, ['brave']))
    expect(o.brave.ready).toBe(true)
    // Brave sets isMetaMask for compatibility; it must not read as MetaMask.
    expect(o.metaMask.kind).toBe('walletConnect')
    expect(o.injected.ready).toBe(false)
  })

  it('an unknown window.ethereum is the generic Browser Wallet', () => {
    vi.stubGlobal('window', { ethereum: {} })
    expect(byId(options()).injected.ready).toBe(true)
  })

  it('Safe is ready only when a Safe host answered', () => {
    vi.stubGlobal('window', {})
    expect(byId(options([], [], true)).safe.ready).toBe(true)
  })

  it('tags recent wallets and skips wallets without a connector', () => {
    vi.stubGlobal('window', {})
    const list = walletOptions({
      definitions: WALLETS,
      connectors: connectorsFor(['rainbow', 'trust']),
      announced: [],
      recentIds: ['trust'],
      safeReady: false,
    })
    expect(list.map((o) => [o.id, o.recent])).toEqual([
      ['rainbow', false],
      ['trust', true],
    ])
  })
})
