import { afterAll, beforeAll, vi } from 'vitest'
import type { SafeProvider } from '../../../web/kit/safe/provider.ts'

/**
 * A stand-in for the window the Safe Apps SDK runs in, in Node: `window.parent.postMessage`
 * reaches `answer`, whose replies come back as message events from the parent. Lets unit tests
 * run the real SDK's protocol (ids, versions, origins) without a browser.
 */
export interface FakeHostOptions {
  origin?: string
  version?: string | null
  /** Returns the reply's data; a thrown error becomes a failed reply with its text. */
  answer: (method: string, params: unknown) => unknown
  /** How long each reply takes. */
  delayMs?: number
}

export function installFakeHost({
  origin = 'https://app.safe.global',
  version = '9.1.0',
  answer,
  delayMs = 1,
}: FakeHostOptions) {
  const target = new EventTarget()
  const requests: { method: string; params: unknown }[] = []
  const parent = {
    postMessage(request: { id: string; method: string; params: unknown }) {
      requests.push({ method: request.method, params: request.params })
      setTimeout(() => {
        let reply: Record<string, unknown>
        try {
          reply = { id: request.id, success: true, data: answer(request.method, request.params) }
        } catch (error) {
          reply = { id: request.id, success: false, error: (error as Error).message }
        }
        if (version !== null) reply.version = version
        const event = Object.assign(new Event('message'), { data: reply, origin, source: parent })
        target.dispatchEvent(event)
      }, delayMs)
    },
  }
  const fakeWindow = {
    parent,
    crypto: globalThis.crypto,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  }
  Object.assign(globalThis, { window: fakeWindow })
  return {
    requests,
    uninstall: () => {
      delete (globalThis as { window?: unknown }).window
    },
  }
}

export const SAFE_INFO = {
  safeAddress: '0x5AfE5afE5afE5afE5aFe5aFe5AFe5afE5AFe5AfE',
  chainId: 31337,
  threshold: 2,
  owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  isReadOnly: false,
}

/**
 * For a describe block: a fake Safe host answering with `answer`, and the app's Safe provider
 * detected through it, set up before the block's tests and removed after.
 */
export function safeProviderOnFakeHost(answer: FakeHostOptions['answer']) {
  const setup = {} as { provider: SafeProvider; host: ReturnType<typeof installFakeHost> }
  beforeAll(async () => {
    setup.host = installFakeHost({ answer })
    // Detection runs once per page (a module's promise); a file sharing the module graph with
    // others (Vitest without isolation) must not get another file's answer.
    vi.resetModules()
    const { detectSafe } = await import('../../../web/kit/safe/detect.ts')
    setup.provider = (await detectSafe())!
  })
  afterAll(() => setup.host.uninstall())
  return setup
}
