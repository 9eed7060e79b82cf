import type { SignClient } from '@walletconnect/sign-client'
import type { JsonRpcRecord } from '@walletconnect/types'

type Client = InstanceType<typeof SignClient>
type Namespaces = Parameters<Client['update']>[0]['namespaces']

// @walletconnect/core's HISTORY_EVENTS (core is sign-client's, not a dependency of ours).
const CREATED = 'history_created'
const UPDATED = 'history_updated'

/**
 * Sends a session's new namespaces (wc_sessionUpdate) and resolves once the dapp has answered,
 * rejecting with the dapp's error if it refused them.
 *
 * Not sign-client's `acknowledged()`: update() hands it over only after the relay has confirmed
 * the publish and the wallet has stored it, and an answer handled before then is lost (its
 * delayed promise keeps a resolve only once someone waits), so a dapp that answers at once (a
 * page that has just restored its session, on a busy machine) left the wallet waiting for five
 * minutes. The answer is watched in the core's request history, from before the update is sent.
 */
export async function updateSession(client: Client, topic: string, namespaces: Namespaces): Promise<void> {
  const history = client.core.history
  let id: number | undefined
  let stopWatching = () => {}
  const answered = new Promise<void>((resolve, reject) => {
    const onCreated = (record: JsonRpcRecord) => {
      if (id === undefined && record.topic === topic && record.request.method === 'wc_sessionUpdate') id = record.id
    }
    const onUpdated = (record: JsonRpcRecord) => {
      if (record.id !== id || !record.response) return
      stopWatching()
      if ('error' in record.response) reject(new Error(`The dapp refused the update: ${record.response.error.message}`))
      else resolve()
    }
    history.on(CREATED, onCreated)
    history.on(UPDATED, onUpdated)
    stopWatching = () => {
      history.off(CREATED, onCreated)
      history.off(UPDATED, onUpdated)
    }
  })
  try {
    await client.update({ topic, namespaces })
  } catch (error) {
    stopWatching()
    throw error
  }
  await answered
}
