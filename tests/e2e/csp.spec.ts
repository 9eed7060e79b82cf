import { appUrl, expect, test } from './fixtures.ts'

// What the production Content-Security-Policy refuses, seen in Chromium: each attempt is blocked
// and reported as a violation, while the app itself (every other browser test) records none.
test.use({ allowCspViolations: true })

const FOREIGN = 'http://127.0.0.1:9'

test('the page is served with a strict policy: no unsafe-inline, no unsafe-eval, framed only by itself and Safe hosts', async ({
  page,
}) => {
  const response = await page.goto(appUrl())
  const csp = (await response!.allHeaders())['content-security-policy']
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(csp).toContain(
    `frame-ancestors 'self' https://app.safe.global https://gnosis-safe.io https://app.gnosis-safe.io ${process.env.E2E_SAFE_HOST_URL} ${process.env.E2E_SAFE_CROSS_SITE_HOST_URL}`,
  )
  expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  expect(csp).toMatch(/object-src 'none'.*base-uri 'none'.*form-action 'none'/)
})

test('an injected inline script does not run', async ({ page, cspViolations }) => {
  await page.goto(appUrl())
  await expect(page.getByTestId('connect-button')).toBeVisible()
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    await new Promise((r) => setTimeout(r, 50))
    return (window as { __injected?: boolean }).__injected ?? false
  })
  expect(ran).toBe(false)
  await expect
    .poll(() => cspViolations.map((v) => [v.directive, v.blocked]))
    .toContainEqual(['script-src-elem', 'inline'])
})

test('eval and new Function are refused', async ({ page, cspViolations }) => {
  await page.goto(appUrl())
  // Later, in a task of the page's own: DevTools lets code it evaluates directly use eval.
  const outcomes = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        setTimeout(() =>
          resolve(
            [() => eval('1 + 1'), () => new Function('return 1')()].map((run) => {
              try {
                return String(run())
              } catch (error) {
                return (error as Error).name
              }
            }),
          ),
        ),
      ),
  )
  expect(outcomes).toEqual(['EvalError', 'EvalError'])
  await expect.poll(() => cspViolations.filter((v) => v.blocked === 'eval').length).toBe(2)
})

test('a script from another origin is not loaded', async ({ page, cspViolations }) => {
  await page.goto(appUrl())
  const loaded = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script')
        script.src = src
        script.onload = () => resolve('loaded')
        script.onerror = () => resolve('refused')
        document.head.append(script)
      }),
    `${FOREIGN}/drain.js`,
  )
  expect(loaded).toBe('refused')
  await expect
    .poll(() => cspViolations.map((v) => [v.directive, v.blocked]))
    .toContainEqual(['script-src-elem', `${FOREIGN}/drain.js`])
})

test('a page on another origin cannot frame the app, the Safe host can', async ({ page }) => {
  // Another origin on this machine, as a hostile site would be.
  await page.route(`${FOREIGN}/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe id="app" src="${appUrl()}"></iframe>` }),
  )
  await page.goto(`${FOREIGN}/`)
  const framed = page.frames().find((frame) => frame !== page.mainFrame())!
  // Refused by frame-ancestors: Chromium puts its error page in the frame instead of the app.
  await expect.poll(() => framed.url()).toBe('chrome-error://chromewebdata/')
  await expect(page.frameLocator('#app').getByTestId('connect-button')).toHaveCount(0)

  await page.goto(`${process.env.E2E_SAFE_HOST_URL}/`)
  await expect(page.frameLocator('#app').getByTestId('account-button')).toBeVisible()
})

test('an entry chunk changed on its way is refused (Subresource Integrity)', async ({ page, consoleErrors }) => {
  const html = await (await page.request.get(appUrl())).text()
  expect(html).toMatch(
    /<script type="module" fetchpriority="low" crossorigin src="\/assets\/[^"]+\.js" integrity="sha384-[A-Za-z0-9+/]+={0,2}">/,
  )
  expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css" integrity="sha384-/)
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]
  await page.route(new URL(entry, appUrl()).href, async (route) => {
    const original = await route.fetch()
    await route.fulfill({ response: original, body: `${await original.text()}\n;window.__tampered = true` })
  })
  await page.goto(appUrl())
  await expect
    .poll(() => consoleErrors.some((e) => e.includes("Failed to find a valid digest in the 'integrity' attribute")))
    .toBe(true)
  // The prerendered view is painted from the HTML; the app never takes it over (its portal root
  // comes only with hydration).
  await expect(page.locator('body > .kit-root')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered ?? false)).toBe(false)
})
