import { afterAll, beforeAll, expect, it } from 'vitest'
import { SignClient } from '@walletconnect/sign-client'
import { startRelay, type Relay } from '../../peers/wc-relay/index.ts'
import { updateSession } from '../../peers/wc-wallet/update-session.ts'

// The test wallet's session update waits for the dapp's answer through a real sign-client's request
// history, whatever the order in which the answer and the relay's confirmation arrive. update() is
// stubbed: it records the request and handles the dapp's answer as the engine does, then returns.

type Client = InstanceType<typeof SignClient>
type Answer = { result: true } | { error: { code: number; message: string } }

let relay: Relay
let client: Client
let nextId = 1

beforeAll(async () => {
  relay = await startRelay()
  client = await SignClient.init({
    projectId: 'beacon-unit-wallet-update',
    relayUrl: relay.url,
    customStoragePrefix: `beacon-unit-wallet-update-${process.pid}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
})

afterAll(async () => {
  await client?.core.relayer.transportClose()
  await relay?.stop()
})

/** update() as sign-client runs it when the dapp answers before the relay confirms the publish. */
function answeredBeforeReturn(...answers: Array<{ id?: number; answer: Answer }>): Client['update'] {
  return async ({ topic, namespaces }) => {
    const id = nextId++
    client.core.history.set(topic, { id, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: { namespaces } })
    for (const { id: answered = id, answer } of answers) {
      await client.core.history.resolve({ id: answered, jsonrpc: '2.0', ...answer })
    }
    // sign-client's own acknowledgement, lost in this order: it never settles.
    return { acknowledged: () => new Promise<void>(() => {}) }
  }
}

it("resolves when the dapp's answer is handled before update() returns", async () => {
  client.update = answeredBeforeReturn({ answer: { result: true } })
  await expect(updateSession(client, 'topic-a', {})).resolves.toBeUndefined()
})

it("rejects with the dapp's refusal", async () => {
  client.update = answeredBeforeReturn({ answer: { error: { code: 1003, message: 'Invalid update request' } } })
  await expect(updateSession(client, 'topic-b', {})).rejects.toThrow(
    'The dapp refused the update: Invalid update request',
  )
})

it('takes only the answer to its own request', async () => {
  const earlier = nextId++
  client.core.history.set('topic-c', { id: earlier, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: {} })
  client.update = answeredBeforeReturn(
    { id: earlier, answer: { error: { code: 1003, message: 'An earlier update' } } },
    { answer: { result: true } },
  )
  await expect(updateSession(client, 'topic-c', {})).resolves.toBeUndefined()
})

it('passes on a failed update and stops watching', async () => {
  client.update = () => Promise.reject(new Error('publish failed'))
  const listeners = () => client.core.history.events.listenerCount('history_updated')
  const before = listeners()
  await expect(updateSession(client, 'topic-d', {})).rejects.toThrow('publish failed')
  expect(listeners()).toBe(before)
})
