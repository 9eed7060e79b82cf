import { describe, expect, it } from 'vitest'
import { firstModalHtml, FirstViewHtmlError, injectFirstView } from '../../../web/kit/firstView/firstViewHtml.ts'

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

describe('injectFirstView: index.html as kitPrerender builds it', () => {
  const index = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>A dapp</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`
  const rendered = {
    view: '<header>view</header>',
    connectModal: '<div style="color:red">modal</div>',
    locale: 'ar' as const,
  }

  it('puts the view in the root, the modal in a template after it, the language and direction on <html>', () => {
    const html = injectFirstView(index, rendered, '/kit-boot.js')
    expect(html).toContain(
      '<div id="root"><header>view</header></div><template id="kit-first-modal-template"><div data-kit-style="color:red">modal</div></template>',
    )
    expect(html).toContain('<html lang="ar" dir="rtl">')
  })

  it('loads the boot script first in <head>, after the charset, and the entry at a low priority', () => {
    const html = injectFirstView(index, { ...rendered, locale: undefined }, '/base/kit-boot.js')
    expect(html).toMatch(/<head>\s*<meta charset="UTF-8" \/>\s*<script src="\/base\/kit-boot\.js"><\/script>\s*<title>/)
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">')
    expect(html).toContain('<html lang="en" dir="ltr">')
  })

  it('stops the build where the root is not an empty element of that id', () => {
    expect(() => injectFirstView(index, rendered, '/kit-boot.js', 'app')).toThrow(FirstViewHtmlError)
    expect(() => injectFirstView(index, rendered, '/kit-boot.js', 'app')).toThrow(
      'index.html has no <div id="app"></div>: the prerendered first view has nowhere to go',
    )
  })
})
