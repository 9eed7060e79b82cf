import type { BrowserContext, Page } from '@playwright/test'

/**
 * The phone profile: Chromium's CPU 4× slower (the page's main thread, where both apps render)
 * and a slow mobile network, 150 ms latency and 1.6 Mbit/s each way, on every request of the page.
 */
export const PROFILE = { cpuSlowdown: 4, latencyMs: 150, bytesPerSecond: 1.6e6 / 8 }

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.bytesPerSecond,
    uploadThroughput: PROFILE.bytesPerSecond,
  })
}

/** What the recorder reports to Node, in milliseconds from the navigation's start. */
export type Report = { kind: 'painted'; at: number; x: number; y: number } | { kind: 'dialog'; at: number }

/**
 * The in-page recorder, installed before the page's own scripts: it checks every animation frame
 * from the document's start for the Connect button (`selector`) on screen with its text, then,
 * once pressed, for the dialog on screen with its content. "On screen" is the probe's of
 * bench/connect/probe.ts (a size, in the viewport, no ancestor hidden or at opacity 0), taken at
 * the task after the frame, when its style, layout and paint are done. The presses (click
 * events, capture phase: before any handler of the page, and counted even when the page has none
 * yet) are kept with their timeStamp, the time the input happened. A press that comes while a
 * dialog has a box (on screen or fading in) is stopped before the page sees it: the bench presses
 * again until the modal shows, and such a press would land on the modal's backdrop and close it.
 */
function installRecorder(selector: string) {
  const report = (r: Report) => (window as unknown as { __firstVisitReport: (r: Report) => void }).__firstVisitReport(r)
  const presses: number[] = []
  let painted = false
  let dialog = false
  const channel = new MessageChannel()
  let afterFrame: ((now: number) => void)[] = []
  channel.port1.onmessage = () => {
    const now = performance.now()
    for (const done of afterFrame) done(now)
    afterFrame = []
  }
  const hasBox = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect()
    if (!hasBox(el) || !el.textContent?.trim()) return false
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
    }
    return true
  }
  const dialogs = () => [...document.querySelectorAll('[role="dialog"]')]
  const frame = () => {
    const button = painted ? null : document.querySelector(selector)
    if (button && shown(button)) {
      painted = true
      const box = button.getBoundingClientRect()
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
      afterFrame.push((at) => report({ kind: 'painted', at, x, y }))
    }
    if (presses.length > 0 && dialogs().some(shown)) {
      dialog = true
      afterFrame.push((at) => report({ kind: 'dialog', at }))
    }
    if (afterFrame.length > 0) channel.port2.postMessage(null)
    if (!dialog) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    addEventListener(
      type,
      (event) => {
        if (dialogs().some(hasBox)) {
          event.stopImmediatePropagation()
          event.preventDefault()
        } else if (type === 'click') presses.push(event.timeStamp)
      },
      true,
    )
  }
}

/** Installs the recorder for the button `selector`; its reports go to `onReport`. */
export async function addRecorder(
  context: BrowserContext,
  selector: string,
  onReport: (report: Report) => void,
): Promise<void> {
  await context.exposeBinding('__firstVisitReport', (_source, report: Report) => onReport(report))
  await context.addInitScript(installRecorder, selector)
}

/**
 * After the visit: first contentful paint, and the JavaScript files the page had downloaded by
 * `by` (their gzip bytes; what the page's worker fetches is not in its Resource Timing).
 */
export function pageFigures(page: Page, by: number) {
  return page.evaluate((by) => {
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
      .filter((e) => (e as PerformanceResourceTiming).responseEnd <= by)
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      jsBytes: js.reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    }
  }, by)
}
