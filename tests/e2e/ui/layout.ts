import type { Page } from '@playwright/test'
import { expect, settled } from './helpers.ts'

/** What broke the layout in one state, measured in the page (boxes, not pixels). */
interface LayoutReport {
  innerWidth: number
  scrollWidth: number
  dialogs: { label: string; left: number; top: number; right: number; bottom: number }[]
  /** Buttons, links and labels whose text is wider than their box, or that stick out of the viewport. */
  overflowing: string[]
}

function measure(): LayoutReport {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`
  const overflowing: string[] = []
  for (const el of document.querySelectorAll<HTMLElement>(
    'button, a, label, summary, h1, h2, h3, p, [class*=name], [class*=title]',
  )) {
    const box = el.getBoundingClientRect()
    // Not rendered, or visually hidden (the sr-only pattern is a 1 px box).
    if (el.getClientRects().length === 0 || box.width <= 1) continue
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      overflowing.push(`${describe(el)} text ${el.scrollWidth} > box ${el.clientWidth}`)
    if (box.left < -0.5 || box.right > innerWidth + 0.5)
      overflowing.push(`${describe(el)} spans x ${Math.round(box.left)}..${Math.round(box.right)}`)
  }
  // Dialogs on screen: one rendered ahead, hidden, has no box yet.
  const dialogs = [...document.querySelectorAll('[role=dialog]')]
    .filter((d) => d.getClientRects().length > 0)
    .map((d) => {
      const { left, top, right, bottom } = d.getBoundingClientRect()
      return { label: d.getAttribute('aria-label') ?? '', left, top, right, bottom }
    })
  return { innerWidth, scrollWidth: document.documentElement.scrollWidth, dialogs, overflowing }
}

/**
 * Asserts the page fits its viewport in the current state: nothing wider than the viewport (a
 * phone's layout viewport grows with content, so innerWidth must stay the device width too), every
 * dialog wholly on screen (on phones a sheet from edge to edge, resting on the bottom), and no
 * button or label whose text overflows its box.
 */
export async function expectFits(page: Page, state: string, { sheet }: { sheet: boolean }): Promise<void> {
  await settled(page)
  const { width, height } = page.viewportSize()!
  const report = await page.evaluate(measure)
  expect(report.innerWidth, `${state}: layout viewport`).toBe(width)
  expect(report.scrollWidth, `${state}: page width`).toBeLessThanOrEqual(width)
  for (const d of report.dialogs) {
    const box = `${state}: dialog '${d.label}'`
    expect(d.left, box).toBeGreaterThanOrEqual(0)
    expect(d.top, box).toBeGreaterThanOrEqual(0)
    expect(d.right, box).toBeLessThanOrEqual(width)
    expect(d.bottom, box).toBeLessThanOrEqual(height + 0.5)
    if (sheet) {
      expect(d.left, `${box} starts at the left edge`).toBe(0)
      expect(d.right, `${box} ends at the right edge`).toBe(width)
      expect(Math.round(d.bottom), `${box} rests on the bottom`).toBe(height)
    }
  }
  expect(report.overflowing, `${state}: overflowing text`).toEqual([])
}

/** A relay's error as long as they come (WalletConnect's namespace check). */
export const LONG_ERROR =
  "Non conforming namespaces. approve() namespaces chains don't satisfy required namespaces. Required: eip155:31337 Approved: eip155:1"

/**
 * Makes the test wallet hold eth_requestAccounts until released, then fail it once with `message`
 * (as a relay or SDK error reaches the app); later requests go through.
 */
export async function failNextConnect(page: Page, message: string): Promise<() => Promise<void>> {
  await page.evaluate((text) => {
    type Provider = { request(args: { method: string }): Promise<unknown> }
    const w = window as unknown as { ethereum: Provider; __releaseConnect?: () => void }
    const original = w.ethereum.request.bind(w.ethereum)
    let gate: Promise<void> | undefined = new Promise<void>((resolve) => (w.__releaseConnect = resolve))
    w.ethereum.request = async (args) => {
      if (args.method === 'eth_requestAccounts' && gate) {
        await gate
        gate = undefined
        throw Object.assign(new Error(text), { code: -32603 })
      }
      return original(args)
    }
  }, message)
  return () => page.evaluate(() => (window as unknown as { __releaseConnect: () => void }).__releaseConnect())
}
