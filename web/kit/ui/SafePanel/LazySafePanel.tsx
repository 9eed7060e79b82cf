import { lazy, Suspense } from 'react'
import { useConnection } from 'wagmi'
import type { SafePanelProps } from './SafePanel.tsx'

const SafePanel = lazy(() => import('../../safe/embedded.ts').then((module) => ({ default: module.SafePanel })))

/**
 * The Safe panel, loaded only when connected to a Safe: everyone else never downloads it.
 * This is the one to place in the account modal, with the account's name-service name when the
 * modal has looked it up (the connected account is the Safe).
 */
export function LazySafePanel({ ensName }: SafePanelProps) {
  const { connector } = useConnection()
  if (connector?.type !== 'safe') return null
  return (
    <Suspense fallback={null}>
      <SafePanel ensName={ensName} />
    </Suspense>
  )
}
