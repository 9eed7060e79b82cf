import { base, mainnet, sepolia } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKitConfig } from '../../../web/kit/config/createKitConfig.ts'
import type { KitConfigOptions } from '../../../web/kit/config/options.ts'
import { en } from '../../../web/kit/i18n/en.ts'
import { loadLocale } from '../../../web/kit/i18n/startLocale.ts'
import { renderPage } from './ssrRender.tsx'

// The kit rendered by a server (renderToString in Node, no DOM): each request's configuration
// shows in its own HTML, and nothing of the page (window, document, storage) is read.

const ALPHA: KitConfigOptions = {
  appName: 'Alpha Exchange',
  chains: [mainnet],
  walletConnect: { projectId: 'alpha-project' },
  locale: 'fr',
  ssr: true,
}
const BETA: KitConfigOptions = {
  appName: 'Beta Lending',
  chains: [sepolia, base],
  walletConnect: { projectId: 'beta-project' },
  locale: 'ja',
  ssr: true,
}

describe('the provider and Connect button rendered on a server', () => {
  it('carry each configuration in its own HTML, two renders in one process', async () => {
    const [fr, ja] = await Promise.all([loadLocale('fr'), loadLocale('ja')])
    const alpha = renderPage(createKitConfig(ALPHA))
    const beta = renderPage(createKitConfig(BETA))

    expect(alpha).toContain('Alpha Exchange: Ethereum</p>')
    expect(alpha).toContain('lang="fr"')
    expect(alpha).toContain(`>${fr.messages!.main.connectWallet}</button>`)
    expect(beta).toContain('Beta Lending: Sepolia, Base</p>')
    expect(beta).toContain('lang="ja"')
    expect(beta).toContain(`>${ja.messages!.main.connectWallet}</button>`)
    // Neither carries the other's, nor English.
    for (const text of ['Beta Lending', 'Sepolia', 'lang="ja"', `>${en.connectWallet}<`])
      expect(alpha).not.toContain(text)
    for (const text of ['Alpha Exchange', 'Ethereum', 'lang="fr"', `>${en.connectWallet}<`])
      expect(beta).not.toContain(text)
  })
})

describe('importing the kit and rendering it on a server', () => {
  const GLOBALS = ['window', 'document', 'localStorage'] as const
  const saved = new Map<string, PropertyDescriptor | undefined>()

  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
    saved.clear()
  })

  it('reads no window, document or localStorage', async () => {
    vi.resetModules()
    const reads: string[] = []
    for (const name of GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
      Object.defineProperty(globalThis, name, {
        configurable: true,
        // Undefined, as on a server; each read is recorded with the line that made it.
        get() {
          const caller = new Error().stack!.split('\n')[2]?.trim() ?? ''
          reads.push(`${name} ${caller}`)
          return undefined
        },
      })
    }

    // A fresh module graph: every kit module is imported, and so evaluated, under the watch.
    const { createKitConfig: create } = await import('../../../web/kit/config/createKitConfig.ts')
    const { loadLocale: load } = await import('../../../web/kit/i18n/startLocale.ts')
    const { renderPage: render } = await import('./ssrRender.tsx')
    await load('fr')
    const html = render(create(ALPHA))

    expect(html).toContain('Alpha Exchange')
    // No read comes from the kit. Two libraries' checks find nothing, as on any server: wagmi's
    // createConfig asks `typeof window` for its own wallet discovery (off here), and zustand's
    // persist middleware makes its default storage (localStorage), which wagmi then replaces.
    expect(reads.filter((read) => !read.includes('/node_modules/'))).toEqual([])
    const libraries = new Set(reads.map((read) => read.replace(/^(\w+) .*\/node_modules\/(.*?):\d+:\d+\)?$/, '$1 $2')))
    expect([...libraries].sort()).toEqual([
      'localStorage zustand/esm/middleware.mjs',
      'window @wagmi/core/dist/esm/createConfig.js',
    ])
  })
})
