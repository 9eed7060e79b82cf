import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TrackedBundle } from '../../../web/kit/transactions/store.ts'
import { RecentBundle } from '../../../web/kit/ui/AccountModal/RecentBundle.tsx'

const H1 = `0x${'11'.repeat(32)}` as const

const render = (bundle: TrackedBundle, explorer?: string) =>
  renderToStaticMarkup(
    <ul>
      <RecentBundle bundle={bundle} explorer={explorer} />
    </ul>,
  )

/** The text of each element whose opening tag has `marker` (no nesting of the same tag inside). */
const textsOf = (html: string, marker: string) =>
  [...html.matchAll(new RegExp(`<li[^>]*${marker}[^>]*>(.*?)</li>`, 'g'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, ''),
  )
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*aria-label="([^"]+)"/g)].map(([, href, label]) => [href, label])

describe('a bundle in Recent Transactions', () => {
  const bundle: TrackedBundle = {
    id: H1,
    via: 'sequence',
    description: 'Approve and swap',
    status: 'partial',
    calls: [{ hash: H1, status: 'confirmed' }, { status: 'notSent' }],
    sentAt: 1,
  }

  it("shows its status and each call's, with an explorer link for each call that has a transaction", () => {
    const html = render(bundle, 'https://etherscan.io')
    expect(html).toContain('data-status="partial" data-testid="bundle"')
    expect(html).toContain('kit-tx-status--partial">Partly done<')
    expect(textsOf(html, 'data-testid="bundle-call"')).toEqual(['Call 1 of 2Confirmed', 'Call 2 of 2Not sent'])
    expect(links(html)).toEqual([[`https://etherscan.io/tx/${H1}`, 'Approve and swap, Call 1 of 2: Confirmed']])
  })

  it('has no links on a chain without an explorer', () => {
    expect(render(bundle)).not.toContain('<a ')
  })
})
