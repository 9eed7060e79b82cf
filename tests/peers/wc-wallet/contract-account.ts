import { hashMessage, hashTypedData, type Address, type Hex, type LocalAccount } from 'viem'
import { toAccount } from 'viem/accounts'

/**
 * A contract account the test wallet speaks for (a Safe, deployed or not): its address, and the
 * signature its `isValidSignature` accepts for a message hash (EIP-1271; wrapped in ERC-6492 when
 * the account is still to be deployed). The wallet holds no key of its own for it.
 */
export interface ContractAccount {
  address: Address
  signHash(hash: Hex): Promise<Hex>
}

/**
 * The contract account as a viem account, so the wallet answers requests as it does with a key:
 * messages and typed data are hashed as usual and signed by the account. It sends nothing itself.
 */
export function contractSigner(contract: ContractAccount): LocalAccount {
  return toAccount({
    address: contract.address,
    signMessage: ({ message }) => contract.signHash(hashMessage(message)),
    signTypedData: (typed) => contract.signHash(hashTypedData(typed)),
    signTransaction: () => Promise.reject(new Error('A contract account signs no transactions')),
  })
}

/** The RPC sign-client checks `eip1271` CACAOs with (hardcoded in @walletconnect/utils). */
const WALLETCONNECT_RPC = 'https://rpc.walletconnect.org/v1/'
let walletConnectRpcTarget: string | undefined

/**
 * sign-client approves an authenticate answer only once it checked each CACAO itself; a contract
 * account's (`eip1271`) it checks by an eth_call to WalletConnect's RPC, which a real wallet
 * reaches on the internet. Here, offline, anvil answers those calls: the same eth_call, run on the
 * chain the account lives on. Every other fetch of this process goes out untouched.
 */
export function answerWalletConnectRpc(rpcUrl: string): void {
  const installed = walletConnectRpcTarget !== undefined
  walletConnectRpcTarget = rpcUrl
  if (installed) return
  const original = globalThis.fetch.bind(globalThis)
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(WALLETCONNECT_RPC) || !walletConnectRpcTarget) return original(input, init)
    return original(walletConnectRpcTarget, { method: 'POST', headers: init?.headers, body: init?.body })
  }
}
