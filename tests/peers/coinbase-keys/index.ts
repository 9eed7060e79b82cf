import type { BrowserContext } from '@playwright/test'

/**
 * Coinbase's keys popup (https://keys.coinbase.com/connect), as the Coinbase Wallet SDK 4 talks
 * to it: the popup tells its opener 'PopupLoaded'; the SDK answers with its version, asks which
 * signer to use (the popup picks the smart wallet, 'scw'), then sends a handshake
 * (`eth_requestAccounts`) carrying its P-256 public key; the popup answers with its own key and
 * the result, encrypted with AES-GCM under the ECDH secret, and closes itself.
 */
export interface CoinbaseKeysOptions {
  /** The accounts the popup approves. */
  accounts: string[]
  /** The chains the wallet offers, id to RPC URL: the SDK reads the chain through that URL. */
  chains: Record<number, string>
  /** Answer the handshake with the user's rejection (4001) instead. */
  reject?: boolean
}

export const COINBASE_KEYS_URL = 'https://keys.coinbase.com/connect'

/** Serves the popup to every page of `context`; it never reaches the network. */
export async function serveCoinbaseKeys(context: BrowserContext, options: CoinbaseKeysOptions): Promise<void> {
  await context.route(`${COINBASE_KEYS_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Coinbase keys</title><script>(${popup})(${JSON.stringify(options)})</script>`,
    }),
  )
}

/** The popup's script; it runs in the popup, so it uses only what the browser has. */
function popup(options: CoinbaseKeysOptions) {
  const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
  const unhex = (text: string) => new Uint8Array(text.match(/../g)!.map((b) => parseInt(b, 16)))
  const ecdh = { name: 'ECDH', namedCurve: 'P-256' }
  const ownKeys = crypto.subtle.generateKey(ecdh, true, ['deriveKey'])
  const opener = window.opener as Window

  window.addEventListener('message', async (event) => {
    const request = event.data as { id?: string; event?: string; sender?: string; content?: { handshake?: unknown } }
    if (event.source !== opener) return
    if (request.event === 'selectSignerType')
      return opener.postMessage({ requestId: request.id, data: 'scw' }, event.origin)
    // The SDK's note of its version wants no answer.
    if (!request.content?.handshake) return
    const { publicKey, privateKey } = await ownKeys
    const peer = await crypto.subtle.importKey('spki', unhex(request.sender!), ecdh, false, [])
    const secret = await crypto.subtle.deriveKey(
      { name: 'ECDH', public: peer },
      privateKey,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt'],
    )
    const body = options.reject
      ? { result: { error: { code: 4001, message: 'User rejected the request.' } } }
      : { result: { value: options.accounts }, data: { chains: options.chains } }
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const cipherText = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      secret,
      new TextEncoder().encode(JSON.stringify(body)),
    )
    const sender = hex(await crypto.subtle.exportKey('spki', publicKey))
    opener.postMessage(
      { requestId: request.id, sender, content: { encrypted: { iv, cipherText } }, timestamp: new Date() },
      event.origin,
    )
    window.close()
  })
  opener.postMessage({ event: 'PopupLoaded', id: crypto.randomUUID() }, '*')
}
