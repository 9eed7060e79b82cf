import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { claimRelay, releaseRelay } from '../../../web/kit/wallets/walletConnect/release.ts'
import { RELAYER_CONNECT, type SignClient } from '../../../web/kit/wallets/walletConnect/signClient.ts'

/** A sign-client with its relayer's events, its socket's close, and a session list. */
function fakeClient(sessions: string[] = []) {
  const relayer = Object.assign(new EventEmitter(), { transportClose: vi.fn(async () => {}) })
  const client = { core: { relayer }, session: { keys: sessions } } as unknown as SignClient
  /** sign-client opened the socket again; the hold answers in a task of its own. */
  const reopened = async () => {
    relayer.emit(RELAYER_CONNECT)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return { client, relayer, reopened }
}

describe('releaseRelay', () => {
  it('closes the socket, and closes it again when a proposal given up reopens it', async () => {
    const { client, relayer, reopened } = fakeClient()
    await releaseRelay(client)
    expect(relayer.transportClose).toHaveBeenCalledTimes(1)
    await reopened()
    expect(relayer.transportClose).toHaveBeenCalledTimes(2)
    await reopened()
    expect(relayer.transportClose).toHaveBeenCalledTimes(3)
  })

  it('lets a new proposal keep the socket it opens', async () => {
    const { client, relayer, reopened } = fakeClient()
    await releaseRelay(client)
    claimRelay(client)
    await reopened()
    expect(relayer.transportClose).toHaveBeenCalledTimes(1)
  })

  it('leaves the socket of a live session alone', async () => {
    const { client, relayer, reopened } = fakeClient(['session-topic'])
    await releaseRelay(client)
    await reopened()
    expect(relayer.transportClose).not.toHaveBeenCalled()
  })
})
