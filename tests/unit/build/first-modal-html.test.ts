import { describe, expect, it } from 'vitest'
import { firstModalHtml } from '../../../web/build/prerender-plugin.ts'

describe('firstModalHtml: the prerendered connect modal as index.html holds it', () => {
  const rendered =
    '<button data-testid="wallet-option-rainbow" data-wallet-id="rainbow">' +
    '<span class="kit-wallet-icon" style="width:28px;background:#0c2f78" aria-hidden="true"></span></button>'

  it('keeps no style attribute, which a strict policy would refuse, but the styles for the boot script', () => {
    const html = firstModalHtml(rendered)
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).toContain('data-kit-style="width:28px;background:#0c2f78"')
  })

  it("leaves the test ids to the kit's own modal, and the wallet ids to the boot script", () => {
    const html = firstModalHtml(rendered)
    expect(html).not.toContain('data-testid')
    expect(html).toContain('data-wallet-id="rainbow"')
  })
})
