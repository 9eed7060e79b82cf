import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { recordMobileWallet } from '../../wallets/mobileRecord.ts'
import { openAppLink } from '../../wallets/openAppLink.ts'
import { useRelayOffline } from '../hooks/useRelayOffline.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { hasWalletConnectMethods } from '../../wallets/walletConnect/methods.ts'
import { initialStep, mobileStep, stepTimeout } from './mobileLink.ts'
import { useWalletConnection } from './useWalletConnection.ts'

/**
 * A WalletConnect wallet's link for a pairing URI: its own, else the bare `wc:` URI, which the
 * phone offers to the WalletConnect wallets installed (the WalletConnect option has no app).
 */
const linkFor = (wallet: WalletOption, uri: string) =>
  wallet.kind === 'walletConnect' ? (wallet.mobile?.getUri?.(uri) ?? uri) : undefined

/** Opens the wallet app with the pairing URI `uri` and remembers it, here and in its connector. */
function openLink(href: string, wallet: WalletOption, uri: string) {
  recordMobileWallet(href, wallet.name)
  if (hasWalletConnectMethods(wallet.connector)) wallet.connector.openedByLink(uri, href)
  openAppLink(href)
}

/**
 * The phone's connect flow (see mobileLink.ts): a pairing URI is prepared while the sheet is
 * open, so a tap opens the wallet's link at once, inside the tap's user gesture (a browser may
 * refuse to open an app later); page visibility and the step's timer drive the rest.
 */
export function useMobileDeepLink(wallets: readonly WalletOption[]) {
  const { state: connection, connect, reset } = useWalletConnection({ mobile: true })
  const [step, dispatch] = useReducer(mobileStep, initialStep)
  /** A checked pairing URI no tap used yet; `ready` mirrors it for the sheet. */
  const prepared = useRef<string>(undefined)
  const [ready, setReady] = useState(false)
  const keep = (uri: string | undefined) => {
    prepared.current = uri
    setReady(Boolean(uri))
  }
  // Every WalletConnect wallet shares one sign-client: any of their connectors prepares for all.
  // A browser with an injected wallet is most likely that wallet's own: it connects with it, so
  // the relay is not contacted before a WalletConnect wallet is tapped (its link opens on the URI).
  const injected = wallets.some((w) => w.ready && w.kind === 'injected')
  const connector = injected ? undefined : wallets.find((w) => w.ready && w.kind === 'walletConnect')?.connector
  const preparer = hasWalletConnectMethods(connector) ? connector : undefined

  const prepare = useCallback(() => {
    if (prepared.current || !preparer) return
    preparer
      .preparedPairing()
      .then((pairing) => pairing.prepare())
      .then(keep, () => undefined)
  }, [preparer])

  useEffect(() => {
    prepare()
    return () => {
      prepared.current = undefined
      preparer
        ?.preparedPairing()
        .then((pairing) => pairing.drop(true))
        .catch(() => undefined)
    }
  }, [prepare, preparer])

  useEffect(() => {
    const onChange = () => dispatch({ type: document.visibilityState === 'hidden' ? 'hidden' : 'visible' })
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])

  // Offline, the wallet's answer cannot arrive yet: the spinner's time starts again once back online.
  const offline = useRelayOffline()
  useEffect(() => {
    const ms = stepTimeout(step)
    if (ms === undefined || offline) return
    const timer = setTimeout(() => dispatch({ type: 'timer' }), ms)
    return () => clearTimeout(timer)
  }, [step, offline])

  // A step that may end in RETRY gets the next URI ready for it.
  useEffect(() => {
    if (step.step === 'notInstalled' || step.step === 'timedOut' || step.step === 'failed') prepare()
  }, [step, prepare])

  // Tapped before a URI was ready: open the link as soon as it arrives.
  const waitingFor = step.step === 'waitingUri' ? wallets.find((w) => w.id === step.walletId) : undefined
  useEffect(() => {
    const href = waitingFor && connection.uri && linkFor(waitingFor, connection.uri)
    if (!href) return
    openLink(href, waitingFor, connection.uri!)
    dispatch({ type: 'opened' })
  }, [waitingFor, connection.uri])

  const open = useCallback(
    (wallet: WalletOption) => {
      const uri = prepared.current
      const href = uri && linkFor(wallet, uri)
      if (href) {
        keep(undefined)
        openLink(href, wallet, uri)
      }
      dispatch({ type: 'tap', walletId: wallet.id, opened: Boolean(href) })
      void connect(wallet).then((outcome) => outcome === 'failed' && dispatch({ type: 'failed' }))
    },
    [connect],
  )

  const back = useCallback(() => {
    // The relay stays open for the URI prepared meanwhile.
    reset(false)
    dispatch({ type: 'back' })
    prepare()
  }, [reset, prepare])

  /** Whether a tap opens a WalletConnect wallet at once ('off': nothing is prepared here). */
  const pairing = !preparer ? 'off' : ready ? 'ready' : 'pending'
  return { step, error: connection.error, open, back, pairing }
}
