import { privateKeyToAccount } from 'viem/accounts'
import * as server from '../../../../web/kit/server.ts'

// Run in a Node process of its own behind traps.mjs: loads the kit's server entry, verifies an
// EOA's signature with it (no RPC listens on the port given), and prints what it saw.

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaf784d7bf4f2ff80')
const message = 'app.example wants you to sign in'
const verify = server.createSignatureVerifier({ chainId: 1, rpcUrl: 'http://127.0.0.1:9/' })
const eoaVerified = await verify({
  address: account.address,
  message,
  signature: await account.signMessage({ message }),
})
const read = (globalThis as { __browserGlobalsRead?: string[] }).__browserGlobalsRead
console.log(JSON.stringify({ exports: Object.keys(server).sort(), eoaVerified, browserGlobalsRead: read }))
