import { describe, expect, it } from 'vitest'
import { appLinkFor, needsApproval, pairingTopicOf } from '../../../web/kit/wallets/walletConnect/appLink.ts'

const metadata = (redirect?: { native?: string; universal?: string }) => ({
  name: 'W',
  description: '',
  url: 'https://w.test',
  icons: [],
  redirect,
})

describe('bringing the wallet app to the front on a phone', () => {
  it('only for requests the visitor approves', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ]) {
      expect(needsApproval(method), method).toBe(true)
    }
    for (const method of ['eth_chainId', 'eth_accounts', 'eth_getBalance', 'eth_call', 'eth_blockNumber']) {
      expect(needsApproval(method), method).toBe(false)
    }
  })

  it("opens the wallet's universal link, else its native one, else the link it was chosen by", () => {
    expect(appLinkFor(metadata({ universal: 'https://w.test/app', native: 'w://' }), 'https://rnbwapp.com/wc')).toBe(
      'https://w.test/app',
    )
    expect(appLinkFor(metadata({ native: 'w://' }), 'https://rnbwapp.com/wc')).toBe('w://')
    expect(appLinkFor(metadata({ universal: '', native: '' }), 'https://rnbwapp.com/wc')).toBe('https://rnbwapp.com/wc')
    expect(appLinkFor(metadata(), 'ledgerlive://wc')).toBe('ledgerlive://wc')
  })

  it('knows a pairing by the topic of its URI', () => {
    const topic = 'a'.repeat(64)
    expect(pairingTopicOf(`wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`)).toBe(topic)
    expect(pairingTopicOf(`wc:${topic}@1?bridge=x`)).toBeUndefined()
    expect(pairingTopicOf('https://rnbwapp.com/wc')).toBeUndefined()
  })
})
