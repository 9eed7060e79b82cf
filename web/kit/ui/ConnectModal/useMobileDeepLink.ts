import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { recordMobileWallet } from '../../wallets/mobileRecord.ts'
import { mobileLinkFor } from '../../wallets/mobileLinks.ts'
import { openAppLink } from '../../wallets/openAppLink.ts'
import { useRelayOffline } from '../hooks/useRelayOffline.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { hasWalletConnectMethods } from '../../wallets/walletConnect/methods.ts'
import { forgetLeftForWallet, leftForWallet, rememberLeftForWallet } from './leftForWallet.ts'
import { appOpened, initialStep, mobileStep, stepTimeout, type MobileStep } from './mobileLink.ts'
import { useWalletConnection } from './useWalletConnection.ts'

/**
 * A WalletConnect wallet's link for a pairing URI: its own (an intent on Android), else the bare
 * `wc:` URI, which the phone offers to the WalletConnect wallets installed (the WalletConnect
 * option has no app).
 */
const linkFor = (wallet: WalletOption, uri: string) =>
  wallet.kind === 'walletConnect' ? (mobileLinkFor(wallet, uri, navigator.userAgent) ?? uri) : undefined

/** The link a tap opened: 'Try again' opens it anew, 'Copy link' copies it. */
export interface MobileAttempt {
  walletId: string
  name: string
  href: string
  uri: string
  /** Recorded as the last mobile wallet yet (only once its app opened: mobileLink.ts appOpened). */
  recorded: boolean
}

/** Opens the wallet app with the pairing URI `uri` and tells its connector. */
function openLink(href: string, wallet: WalletOption, uri: string): MobileAttempt {
  if (hasWalletConnectMethods(wallet.connector)) wallet.connector.openedByLink(uri, href)
  openAppLink(href)
  return { walletId: wallet.id, name: wallet.name, href, uri, recorded: false }
}

function record(attempt: MobileAttempt | undefined) {
  if (!attempt || attempt.recorded) return
  attempt.recorded = true
  recordMobileWallet(attempt.href, attempt.name)
}

/**
 * The phone's connect flow (see mobileLink.ts): a pairing URI is prepared while the sheet is
 * open, so a tap opens the wallet's link at once, inside the tap's user gesture (a browser may
 * refuse to open an app later); page visibility and the step's timer drive the rest.
 */
export function useMobileDeepLink(wallets: readonly WalletOption[]) {
  const { state: connection, connect, reset } = useWalletConnection({ mobile: true })
  // Back by a new load from the wallet's site this tab left for: the fallback again, on that wallet,
  // and the pairing its link carried, while that proposal lasts.
  const [returnedTo] = useState(() => wallets.find((w) => w.id === leftForWallet()?.walletId))
  const resumeUri = useRef(returnedTo && leftForWallet()?.uri)
  const [step, dispatch] = useReducer(
    mobileStep,
    returnedTo ? { step: 'notOpened', walletId: returnedTo.id } : initialStep,
  )
  useEffect(() => forgetLeftForWallet(), [])
  const stepNow = useRef(step)
  useEffect(() => {
    stepNow.current = step
  })
  // A reducer, like the step: the link of a late URI is opened, and kept, from an effect.
  const [attempt, setAttemptState] = useReducer(
    (_: MobileAttempt | undefined, next: MobileAttempt | undefined) => next,
    undefined,
  )
  const attemptRef = useRef<MobileAttempt>(undefined)
  const setAttempt = useCallback((next: MobileAttempt | undefined) => {
    attemptRef.current = next
    setAttemptState(next)
  }, [])
  /** A checked pairing URI no tap used yet; `ready` mirrors it for the sheet. */
  const prepared = useRef<string>(undefined)
  const [preparedUri, setPreparedUri] = useState<string>()
  const keep = (uri: string | undefined) => {
    prepared.current = uri
    setPreparedUri(uri)
  }
  // Every WalletConnect wallet shares one sign-client: any of their connectors prepares for all.
  // A browser with an injected wallet is most likely that wallet's own: it connects with it, so
  // the relay is not contacted before a WalletConnect wallet is tapped (its link opens on the URI).
  const injected = wallets.some((w) => w.ready && w.kind === 'injected')
  const connector = injected ? undefined : wallets.find((w) => w.ready && w.kind === 'walletConnect')?.connector
  const preparer = hasWalletConnectMethods(connector) ? connector : undefined

  const prepare = useCallback(() => {
    if (prepared.current || !preparer) return
    const resume = resumeUri.current
    resumeUri.current = undefined
    preparer
      .preparedPairing()
      .then((pairing) => {
        if (resume) pairing.resume(resume)
        return pairing.prepare()
      })
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
    const onBlur = () => dispatch({ type: 'blur' })
    const onFocus = () => dispatch({ type: 'focus' })
    const onPageHide = () => {
      // Leaving while the link opens: for the wallet's site, not its app. Written now, since the
      // page may never run another effect.
      const now = stepNow.current
      if (now.step === 'opening' || now.step === 'unfocused') {
        const attempt = attemptRef.current
        rememberLeftForWallet({
          walletId: now.walletId,
          uri: attempt?.walletId === now.walletId ? attempt.uri : undefined,
        })
      }
      dispatch({ type: 'pagehide' })
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      // Back whole from the back/forward cache: this page still knows; a later load must not.
      forgetLeftForWallet()
      dispatch({ type: 'pageshow' })
    }
    document.addEventListener('visibilitychange', onChange)
    window.addEventListener('blur', onBlur)
    window.addEventListener('focus', onFocus)
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('visibilitychange', onChange)
      window.removeEventListener('blur', onBlur)
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])

  // The wallet is recorded as used once its app took the link, not at the tap.
  const previous = useRef<MobileStep>(initialStep)
  useEffect(() => {
    if (appOpened(previous.current, step)) record(attempt)
    previous.current = step
  }, [step, attempt])

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
    if (step.step === 'notOpened' || step.step === 'timedOut' || step.step === 'failed') prepare()
  }, [step, prepare])

  // Tapped before a URI was ready: open the link as soon as it arrives.
  const waitingFor = step.step === 'waitingUri' ? wallets.find((w) => w.id === step.walletId) : undefined
  useEffect(() => {
    const href = waitingFor && connection.uri && linkFor(waitingFor, connection.uri)
    if (!href) return
    setAttempt(openLink(href, waitingFor, connection.uri!))
    dispatch({ type: 'opened' })
  }, [waitingFor, connection.uri, setAttempt])

  const open = useCallback(
    (wallet: WalletOption) => {
      const uri = prepared.current
      const href = uri && linkFor(wallet, uri)
      if (href) keep(undefined)
      setAttempt(href ? openLink(href, wallet, uri) : undefined)
      dispatch({ type: 'tap', walletId: wallet.id, opened: Boolean(href) })
      void connect(wallet).then((outcome) => {
        if (outcome === 'failed') dispatch({ type: 'failed' })
        // Connected through the link's pairing: its app did open, whatever the page saw.
        if (outcome === 'connected' && attemptRef.current?.walletId === wallet.id) record(attemptRef.current)
      })
    },
    [connect, setAttempt],
  )

  /**
   * The same link again, inside this new tap: the pairing under way stays the one to approve.
   * Back by a new load, the link of the pairing prepared here: the earlier load's own while its
   * proposal lasts (prepared.ts resumePairing), else a new one.
   */
  const tryAgain = useCallback(() => {
    if (attempt) {
      openAppLink(attempt.href)
      dispatch({ type: 'tap', walletId: attempt.walletId, opened: true })
    } else if (returnedTo) open(returnedTo)
  }, [attempt, returnedTo, open])

  const back = useCallback(() => {
    // The relay stays open for the URI prepared meanwhile.
    reset(false)
    setAttempt(undefined)
    dispatch({ type: 'back' })
    prepare()
  }, [reset, prepare, setAttempt])

  /** Whether a tap opens a WalletConnect wallet at once ('off': nothing is prepared here). */
  const pairing = !preparer ? 'off' : preparedUri ? 'ready' : 'pending'
  const link = attempt?.href ?? (returnedTo && preparedUri ? linkFor(returnedTo, preparedUri) : undefined)
  return { step, error: connection.error, open, back, tryAgain, link, pairing }
}
