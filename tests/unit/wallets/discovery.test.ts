import { describe, expect, it } from 'vitest'
import { withAnnouncement, type AnnouncedWallet } from '../../../web/kit/wallets/discovery.ts'

const provider = () => ({ request: async () => null }) as unknown as AnnouncedWallet['provider']
const announcement = (rdns: string, uuid: string, p = provider()): AnnouncedWallet => ({
  info: { uuid, name: rdns, icon: 'data:,', rdns },
  provider: p,
})

describe('withAnnouncement', () => {
  it('adds wallets in the order they announce', () => {
    const list = [announcement('io.rabby', 'a'), announcement('dev.other', 'b')].reduce(withAnnouncement, [])
    expect(list.map((w) => w.info.rdns)).toEqual(['io.rabby', 'dev.other'])
  })

  it('keeps one entry per rdns: a new uuid replaces the old announcement in place', () => {
    const stale = announcement('io.rabby', 'first')
    const fresh = announcement('io.rabby', 'second')
    const list = [stale, announcement('dev.other', 'b'), fresh].reduce(withAnnouncement, [])
    expect(list).toHaveLength(2)
    expect(list[0]).toBe(fresh)
  })

  it('returns the same list when a wallet answers a request again with the same provider', () => {
    const rabby = announcement('io.rabby', 'a')
    const list = withAnnouncement([], rabby)
    expect(withAnnouncement(list, { ...rabby })).toBe(list)
  })

  it('takes a new provider even under the same uuid', () => {
    const list = withAnnouncement([], announcement('io.rabby', 'a'))
    const replaced = withAnnouncement(list, announcement('io.rabby', 'a'))
    expect(replaced).not.toBe(list)
    expect(replaced).toHaveLength(1)
  })
})
