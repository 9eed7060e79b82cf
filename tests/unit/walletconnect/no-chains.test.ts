import { describe, expect, it } from 'vitest'
import { walletConnectConnector } from '../../../web/kit/wallets/walletConnect/index.ts'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'

const unused = () => Promise.reject(new Error('the validation core must not be asked'))
const validator: WcValidator = { parsePairingUri: unused, validateConnect: unused, validateApprove: unused }

describe('walletConnectConnector without chains', () => {
  it('refuses to connect with "No chains found on connector." before loading sign-client', async () => {
    const connector = walletConnectConnector({
      validator,
      appName: 'Beacon',
      projectId: 'unit',
      relayUrl: 'ws://127.0.0.1:9',
    })({
      chains: [],
      storage: null,
      transports: {},
    } as never)
    await expect(connector.connect()).rejects.toThrow('No chains found on connector.')
  })
})
