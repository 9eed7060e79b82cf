import { useCallback, useEffect, useRef, useState } from 'react'
import { useConnect } from 'wagmi'
import { useKitConfig } from '../../runtime/context.ts'
import { toWalletError } from '../../wallets/errors.ts'
import { openAppLink } from '../../wallets/openAppLink.ts'
import { recordRecentWallet } from '../../wallets/recent.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { hasWalletConnectMethods } from '../../wallets/walletConnect/methods.ts'
import { errorText, type ErrorText } from '../errors/errorText.ts'
import { markQrUri } from '../QrCode/paintTiming.ts'

export interface ConnectionState {
  walletId?: string
  /** The connector asked: a wallet that announces late gets a new one (wallets/connectors/registry.ts). */
  connectorUid?: string
  /** The WalletConnect pairing URI, once the connector emitted it. */
  uri?: string
  pending: boolean
  error?: ErrorText
}

/**
 * No attempt under way. One object, so that calling off when nothing is under way (each step
 * change does, the modal's first one included) sets the same state and renders nothing again.
 */
const IDLE: ConnectionState = { pending: false }

/** How one attempt ended; 'superseded' when the visitor moved on to another attempt meanwhile. */
export type ConnectOutcome = 'connected' | 'failed' | 'superseded'

/**
 * WalletConnect connectors can call off a pairing. When the visitor leaves (`release`), the relay
 * socket is closed too, so it stops reconnecting; when another WalletConnect attempt follows at once
 * it stays open for that attempt (all WalletConnect wallets share it).
 */
function cancelPairing(wallet: WalletOption | undefined, release: boolean) {
  if (hasWalletConnectMethods(wallet?.connector)) wallet.connector.cancelPairing(release)
}

/** The desktop app's link to open once the pairing URI exists (phones: useMobileDeepLink.ts). */
function deepLink(
  wallet: WalletOption,
  uri: string,
  mobile: boolean,
): { href: string; target: '_blank' | '_self' } | undefined {
  if (!mobile && wallet.desktop?.getUri)
    return { href: wallet.desktop.getUri(uri), target: wallet.desktop.target ?? '_blank' }
  return undefined
}

/**
 * Connects a wallet through its wagmi connector, collecting the pairing URI that WalletConnect
 * connectors emit as `{ type: 'display_uri' }` messages, and the error of a failed attempt.
 */
export function useWalletConnection({ mobile }: { mobile: boolean }) {
  const { mutateAsync } = useConnect()
  const { chain } = useKitConfig()
  const [state, setState] = useState<ConnectionState>(IDLE)
  const detach = useRef<() => void>(undefined)
  const attempt = useRef(0)
  /** The wallet of the attempt under way, to call it off when the visitor moves on. */
  const active = useRef<WalletOption>(undefined)

  useEffect(
    () => () => {
      detach.current?.()
      cancelPairing(active.current, true)
    },
    [],
  )

  const connect = useCallback(
    async (wallet: WalletOption): Promise<ConnectOutcome> => {
      detach.current?.()
      cancelPairing(active.current, wallet.kind !== 'walletConnect')
      active.current = wallet
      const id = ++attempt.current
      const current = (change: Partial<ConnectionState>) =>
        setState((s) => (attempt.current === id ? { ...s, ...change } : s))
      setState({ walletId: wallet.id, connectorUid: wallet.connector.uid, pending: true })

      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type !== 'display_uri' || typeof data !== 'string') return
        markQrUri()
        current({ uri: data })
        const link = deepLink(wallet, data, mobile)
        if (!link) return
        if (link.target === '_self') openAppLink(link.href)
        else window.open(link.href, '_blank', 'noopener,noreferrer')
      }
      wallet.connector.emitter.on('message', onMessage)
      detach.current = () => wallet.connector.emitter.off('message', onMessage)
      try {
        await mutateAsync({ connector: wallet.connector })
        recordRecentWallet(wallet.id)
        current({ pending: false })
        return 'connected'
      } catch (error) {
        const where = { action: 'connect', chainId: chain.id, connectorId: wallet.id } as const
        current({ pending: false, error: errorText(toWalletError(error, where)) })
        // Choosing another wallet calls off this attempt: its failure is not the new one's.
        return attempt.current === id ? 'failed' : 'superseded'
      } finally {
        if (attempt.current === id) {
          detach.current?.()
          active.current = undefined
        }
      }
    },
    [mutateAsync, mobile, chain],
  )

  /** Calls off the attempt; `release` false keeps the relay open for a pairing prepared meanwhile. */
  const reset = useCallback((release = true) => {
    attempt.current++
    detach.current?.()
    cancelPairing(active.current, release)
    active.current = undefined
    setState(IDLE)
  }, [])

  return { state, connect, reset }
}
