// What the injected wallet needs viem for: signing, sending and batching. injected-wallet.ts
// requires it on first use, so viem's modules are evaluated only in a page that signs or sends.
export { createWalletClient, defineChain, http } from 'viem'
export { privateKeyToAccount } from 'viem/accounts'
export { batchTransaction, callsStatus, capabilities, rememberBundle } from './calls.ts'
