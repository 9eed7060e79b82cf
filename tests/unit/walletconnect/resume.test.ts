import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { resumePairing, takePrepared } from '../../../web/kit/wallets/walletConnect/prepared.ts'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import type { Session, SignClient } from '../../../web/kit/wallets/walletConnect/signClient.ts'

// A tab that went to a wallet's site and came back by a new load takes up the proposal its link
// carried, from sign-client's storage, while that proposal lasts (the browser test:
// tests/e2e/walletconnect/mobile-bfcache.spec.ts). sign-client stubbed at its store and engine.

const TOPIC = 'a'.repeat(64)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`
const never = new Promise<never>(() => {})

function client(proposals: { id: number; pairingTopic: string; expiryTimestamp: number }[]) {
  const events = new EventEmitter()
  const fake = { proposal: { getAll: () => proposals }, engine: { events } } as unknown as SignClient
  return { fake, events }
}
const request = (fake: SignClient, kind?: 'session' | 'authenticate') => ({
  client: fake,
  validator: {} as WcValidator,
  chainIds: [1],
  kind,
})
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s

describe('resumePairing', () => {
  it('hands the next pairing the earlier load’s URI, and the wallet’s session once the engine announces it', async () => {
    const { fake, events } = client([{ id: 42, pairingTopic: TOPIC, expiryTimestamp: inSeconds(240) }])
    expect(resumePairing(request(fake), URI)).toBe(true)
    const taken = takePrepared(fake, never)!
    expect(await taken.ahead).toBe(URI)
    const opened = await taken.opened
    expect(opened.uri).toBe(URI)
    const session = { topic: 'c'.repeat(64) } as Session
    events.emit('session_connect:42', { session })
    await expect(opened.approval()).resolves.toBe(session)
  })

  it('a refusal of that proposal ends the attempt', async () => {
    const { fake, events } = client([{ id: 7, pairingTopic: TOPIC, expiryTimestamp: inSeconds(240) }])
    resumePairing(request(fake), URI)
    const opened = await takePrepared(fake, never)!.opened
    events.emit('session_connect:7', { error: { message: 'User rejected.' } })
    await expect(opened.approval()).rejects.toThrow('User rejected.')
  })

  it('takes up nothing when the proposal is gone, ends within a minute, or asked for a sign-in', () => {
    expect(resumePairing(request(client([]).fake), URI)).toBe(false)
    const other = client([{ id: 1, pairingTopic: 'd'.repeat(64), expiryTimestamp: inSeconds(240) }])
    expect(resumePairing(request(other.fake), URI)).toBe(false)
    const ending = client([{ id: 2, pairingTopic: TOPIC, expiryTimestamp: inSeconds(59) }])
    expect(resumePairing(request(ending.fake), URI)).toBe(false)
    const lasting = client([{ id: 3, pairingTopic: TOPIC, expiryTimestamp: inSeconds(240) }])
    expect(resumePairing(request(lasting.fake, 'authenticate'), URI)).toBe(false)
    expect(resumePairing(request(lasting.fake), 'not a pairing URI')).toBe(false)
    for (const { fake } of [other, ending, lasting]) expect(takePrepared(fake, never)).toBeUndefined()
  })
})
