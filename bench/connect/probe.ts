import type { BrowserContext, Page } from '@playwright/test'

/**
 * An in-page probe for "visible after the click": armed with a selector before the click, it
 * takes the click event's timeStamp (capture phase, before the app sees it) and checks every
 * animation frame from then on for a matching element that has a size, is (at least partly) in
 * the viewport, is not hidden and has no ancestor at opacity 0 (a fade-in from 0 or a slide from
 * off screen counts as not visible yet). The first such frame's
 * rendering is followed by a task, whose time is taken as "on screen": it comes after the frame's
 * style, layout and paint on the main thread.
 */
function installProbe() {
  type Target = { selector: string; text: boolean }
  const state: { target?: Target; click?: number; resolve?: (ms: number) => void; result?: Promise<number> } = {}
  const channel = new MessageChannel()
  let stamp = () => {}
  channel.port1.onmessage = () => stamp()

  const shown = (el: Element, text: boolean) => {
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return false
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false
    if (text && !el.textContent?.trim()) return false
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    }
    return true
  }

  const frame = () => {
    const { target, click, resolve } = state
    if (!target || click === undefined || !resolve) return
    const el = document.querySelector(target.selector)
    if (el && shown(el, target.text)) {
      stamp = () => resolve(performance.now() - click)
      channel.port2.postMessage(null)
    } else requestAnimationFrame(frame)
  }

  addEventListener(
    'click',
    (event) => {
      if (!state.target || state.click !== undefined) return
      state.click = event.timeStamp
      Object.assign(window, { __probeClick: event.timeStamp })
      requestAnimationFrame(frame)
    },
    true,
  )

  Object.assign(window, {
    __probe: {
      arm(selector: string, text: boolean) {
        state.target = { selector, text }
        state.click = undefined
        state.result = new Promise<number>((resolve) => (state.resolve = resolve))
      },
      result: () =>
        Promise.race([
          state.result,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`${state.target?.selector} not visible after 30 s`)), 30_000),
          ),
        ]),
    },
  })
}

type ProbeWindow = { __probe: { arm(selector: string, text: boolean): void; result(): Promise<number> } }

export async function addProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(installProbe)
}

/**
 * Arms the probe for `selector`, runs `act` (which must click or press Enter), and returns the
 * milliseconds from that click event to the first frame with the element visible.
 * `text`: the element must also have text (a dialog with its content, not an empty shell).
 */
export async function timeToVisible(
  page: Page,
  selector: string,
  act: () => Promise<void>,
  text = true,
): Promise<number> {
  await page.evaluate(([s, t]) => (window as unknown as ProbeWindow).__probe.arm(s as string, t as boolean), [
    selector,
    text,
  ] as const)
  await act()
  return page.evaluate(() => (window as unknown as ProbeWindow).__probe.result())
}
