import { createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { RedisConnectionError, RedisReplyError, RespClient } from '../../../web/server/auth/store/resp'

// A stand-in Redis on a free port that answers each command with the next canned reply,
// written one byte at a time so the client has to put replies together across chunks.
let server: Server | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))
  server = undefined
})

async function fakeRedis(replies: (string | null)[]): Promise<{ url: string; received: string[] }> {
  const received: string[] = []
  server = createServer((socket) => {
    sockets.push(socket)
    socket.on('data', (chunk) => {
      received.push(chunk.toString())
      const reply = replies.shift()
      // null: never answer.
      if (reply === null || reply === undefined) return
      for (let i = 0; i < reply.length; i++) setTimeout(() => socket.write(reply[i]), i)
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `redis://:s3cret@127.0.0.1:${(server!.address() as { port: number }).port}/2`, received }
}

describe('RESP client', () => {
  it('authenticates, selects the database, and reads every reply type across chunks', async () => {
    const redis = await fakeRedis(['+OK\r\n', '+OK\r\n', '*3\r\n$5\r\nhello\r\n$-1\r\n:42\r\n', '$0\r\n\r\n'])
    const client = new RespClient(redis.url)
    expect(await client.command('MGET', 'a', 'b', 'c')).toEqual(['hello', null, 42])
    expect(await client.command('GET', 'empty')).toBe('')
    expect(redis.received.slice(0, 2)).toEqual(['*2\r\n$4\r\nAUTH\r\n$6\r\ns3cret\r\n', '*2\r\n$6\r\nSELECT\r\n$1\r\n2\r\n'])
    await client.close()
  })

  it('turns an error reply into RedisReplyError and keeps the connection', async () => {
    const redis = await fakeRedis(['-NOSCRIPT No matching script\r\n', '+PONG\r\n'])
    const client = new RespClient(redis.url.replace(':s3cret@', '').replace('/2', ''))
    await expect(client.command('EVALSHA', 'x', 0)).rejects.toThrow(new RedisReplyError('NOSCRIPT No matching script'))
    expect(await client.command('PING')).toBe('PONG')
    await client.close()
  })

  it('fails a command that gets no reply within the timeout, then reconnects for the next one', async () => {
    const redis = await fakeRedis([null, '+PONG\r\n'])
    const client = new RespClient(redis.url.replace(':s3cret@', '').replace('/2', ''), { timeoutMs: 200 })
    await expect(client.command('PING')).rejects.toBeInstanceOf(RedisConnectionError)
    expect(await client.command('PING')).toBe('PONG')
    await client.close()
  })

  it('reports a wrong password as a connection failure', async () => {
    const redis = await fakeRedis(['-WRONGPASS invalid username-password pair\r\n'])
    const client = new RespClient(redis.url, { timeoutMs: 200 })
    await expect(client.command('PING')).rejects.toThrow(/WRONGPASS/)
    await expect(client.command('PING')).rejects.toBeInstanceOf(RedisConnectionError)
    await client.close()
  })
})
