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
