/**
 * Everything Safe mode loads on demand, in one module so the bundler makes one lazy chunk of
 * it. Two chunks that share code (the SDK and the panel both hash typed data) make the bundler
 * split that code, and the viem modules under it, out of the initial bundle into extra files.
 */
export { default as SafeAppsSDK } from '@safe-global/safe-apps-sdk'
export { SafeProvider } from './provider.ts'
export { default as SafePanel } from '../ui/SafePanel/SafePanel.tsx'
export { ConfirmationsTimeoutError, safeSignature } from './confirmations.ts'
export { onChainSignature, SafeTransactionCancelledError, SafeTransactionFailedError } from './onchain-signature.ts'
