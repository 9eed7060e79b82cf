import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { EIP712TypedData, SafeInfo } from '@safe-global/safe-apps-sdk'
import { hashMessage, isHex, numberToHex, type Address, type Hex } from 'viem'
import {
  fromHostError,
  invalidSigner,
  methodNotImplemented,
  PROVIDER_ERROR_CODES,
  SafeProviderError,
} from './errors.ts'
import { getCallsStatus, sendCalls, walletCapabilities, weiString } from './provider-calls.ts'

export interface RequestArguments {
  method: string
  params?: unknown
}

type Listener = (...args: unknown[]) => void

/** A transaction as dapps pass it to eth_sendTransaction (hex quantities, optional fields). */
export interface TransactionRequest {
  to?: Address
  value?: Hex | string
  data?: Hex
  gas?: Hex | string | number
}

/**
 * An EIP-1193 provider over the Safe Apps SDK: what the Safe knows locally (its address and
 * chain) is answered here, signing and sending go to the host's own screens, and reads go
 * through the host's RPC (`rpcCall`), as Safe{Wallet} expects of its apps.
 */
export class SafeProvider {
  private readonly listeners = new Map<string, Set<Listener>>()
  /** Messages the Safe signs on-chain: the message's EIP-191 hash, and the safeTxHash of its transaction. */
  private readonly onChain = new Map<string, Hex>()

  constructor(
    readonly sdk: SafeAppsSDK,
    readonly safe: SafeInfo,
  ) {}

  get address(): Address {
    return this.safe.safeAddress as Address
  }

  get chainId(): Hex {
    return numberToHex(this.safe.chainId)
  }

  async request({ method, params }: RequestArguments): Promise<unknown> {
    const args: unknown[] = Array.isArray(params) ? params : []
    try {
      return await this.dispatch(method, args)
    } catch (error) {
      throw fromHostError(error)
    }
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  private isSafe(address: unknown): boolean {
    return typeof address === 'string' && address.toLowerCase() === this.address.toLowerCase()
  }

  private async dispatch(method: string, params: unknown[]): Promise<unknown> {
    const { eth } = this.sdk
    // The SDK's typed tuples are what the JSON-RPC params already are; the host forwards them.
    const rpcParams = params as never
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [this.address]
      case 'eth_chainId':
        return this.chainId
      case 'net_version':
        return String(this.safe.chainId)
      case 'personal_sign':
        return this.signMessage(params[1], params[0])
      case 'eth_sign': {
        const [address, hash] = params
        if (typeof hash !== 'string' || !hash.startsWith('0x')) throw invalidSigner()
        return this.signMessage(address, hash)
      }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4':
        return this.signTypedData(params[0], params[1])
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as TransactionRequest | undefined)
      case 'eth_getTransactionReceipt':
        return eth.getTransactionReceipt([await this.executedHash(String(params[0]))])
      case 'eth_getTransactionByHash':
        return eth.getTransactionByHash([await this.executedHash(String(params[0]))])
      case 'eth_blockNumber':
        return (await eth.getBlockByNumber(['latest'])).number
      case 'eth_getBlockByNumber':
        return eth.getBlockByNumber(rpcParams)
      case 'eth_getBlockByHash':
        return eth.getBlockByHash(rpcParams)
      case 'eth_getBalance':
        return eth.getBalance(rpcParams)
      case 'eth_getCode':
        return eth.getCode(rpcParams)
      case 'eth_getStorageAt':
        return eth.getStorageAt(rpcParams)
      case 'eth_getTransactionCount':
        return eth.getTransactionCount(rpcParams)
      case 'eth_getLogs':
        return eth.getPastLogs(rpcParams)
      case 'eth_call':
        return eth.call(rpcParams)
      case 'eth_estimateGas':
        return eth.getEstimateGas(params[0] as never)
      case 'eth_gasPrice':
        return eth.getGasPrice()
      case 'wallet_getCapabilities':
        return walletCapabilities(this.chainId)
      case 'wallet_sendCalls':
        return sendCalls(this, params[0] as never)
      case 'wallet_getCallsStatus':
        return getCallsStatus(this, String(params[0]))
      default:
        throw methodNotImplemented(method)
    }
  }

  private async signMessage(address: unknown, message: unknown): Promise<Hex> {
    if (!this.isSafe(address) || typeof message !== 'string') throw invalidSigner()
    const response = await this.sdk.txs.signMessage(message)
    // Hex is the text's bytes, as viem sends personal_sign and as the host hashes it.
    if ('safeTxHash' in response && typeof response.safeTxHash === 'string')
      this.onChain.set(hashMessage(isHex(message) ? { raw: message } : message), response.safeTxHash as Hex)
    return signatureOf(response)
  }

  /**
   * The safeTxHash of the transaction through which the Safe signs a message on-chain (by the
   * message's EIP-191 hash), when the host answered its signature request so: the empty
   * signature is valid once the owners executed it.
   */
  onChainSignature(messageHash: Hex): Hex | undefined {
    return this.onChain.get(messageHash)
  }

  private async signTypedData(address: unknown, typedData: unknown): Promise<Hex> {
    if (!this.isSafe(address)) throw invalidSigner()
    const parsed = (typeof typedData === 'string' ? JSON.parse(typedData) : typedData) as EIP712TypedData
    return signatureOf(await this.sdk.txs.signTypedMessage(parsed))
  }

  private async sendTransaction(tx: TransactionRequest | undefined): Promise<Hex> {
    if (!tx?.to)
      throw new SafeProviderError('eth_sendTransaction needs a "to" address', PROVIDER_ERROR_CODES.invalidParams)
    // The host estimates the Safe transaction itself; a gas the dapp passes becomes safeTxGas.
    const safeTxGas = tx.gas === undefined ? undefined : Number(tx.gas)
    const { safeTxHash } = await this.sdk.txs.send({
      txs: [{ to: tx.to, value: weiString(tx.value), data: tx.data ?? '0x' }],
      params: safeTxGas === undefined ? undefined : { safeTxGas },
    })
    return safeTxHash as Hex
  }

  /**
   * What we hand out for a send is the safeTxHash; once the owners execute it the host knows the
   * real transaction hash. Hashes the host does not know are ordinary transaction hashes.
   */
  async executedHash(hash: string): Promise<string> {
    try {
      return (await this.sdk.txs.getBySafeTxHash(hash)).txHash ?? hash
    } catch {
      return hash
    }
  }
}

/**
 * Safe{Wallet} answers a signature request with a safeTxHash (signed on-chain, so the EIP-1271
 * signature is empty) or a message hash with the owners' signature once enough owners signed.
 */
function signatureOf(response: object): Hex {
  return 'signature' in response && typeof response.signature === 'string' ? (response.signature as Hex) : '0x'
}
