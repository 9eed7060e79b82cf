import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import {
  ConnectButton,
  DEFAULT_ACCENT,
  directionOf,
  firstViewHydrated,
  KitProvider,
  safeStorage,
  useConnectionStatus,
  useConnectModal,
  useHydrated,
  useKitConfig,
  useLocale,
  useMessages,
  useResolvedTheme,
  type KitConfig,
} from '../kit/index.ts'
import { warmOnIntent } from '../kit/preload.ts'
import { APPEARANCE_KEY } from '../shared/firstView/keys.ts'
import { Appearance, type AppearanceValue } from './Appearance/Appearance.tsx'

const DemoPanel = lazy(() => import('./DemoPanel/DemoPanel.tsx'))
// Below the page's content: it loads after first paint.
const LanguageSelect = lazy(() => import('./LanguageSelect/LanguageSelect.tsx'))

/** What the build prerenders: the theme follows the system, the default accent, the wide modal. */
const FIRST_APPEARANCE: AppearanceValue = { theme: 'auto', accent: DEFAULT_ACCENT, modalSize: 'wide' }

/** The visitor's theme and accent choice, remembered; `?modal=compact` picks the compact modal. */
function storedAppearance(): AppearanceValue {
  const compact = new URLSearchParams(window.location.search).get('modal') === 'compact'
  const base: AppearanceValue = { ...FIRST_APPEARANCE, modalSize: compact ? 'compact' : 'wide' }
  try {
    const saved = JSON.parse(safeStorage().getItem(APPEARANCE_KEY) ?? '{}') as Partial<AppearanceValue>
    return { ...base, theme: saved.theme ?? base.theme, accent: saved.accent ?? base.accent }
  } catch {
    return base
  }
}

/** The page's heading card: the app's name, and what the page shows under it. */
function PageHero({ children }: { children?: ReactNode }) {
  const config = useKitConfig()
  return (
    <section className="page-card page-hero">
      <h1>{config.appName}</h1>
      {children}
    </section>
  )
}

function Page({
  appearance,
  onAppearance,
}: {
  appearance: AppearanceValue
  onAppearance: (value: AppearanceValue) => void
}) {
  const t = useMessages()
  const config = useKitConfig()
  const status = useConnectionStatus()
  const { openConnectModal } = useConnectModal()
  const hydrated = useHydrated()
  return (
    <>
      <header className="page-header">
        <strong className="page-brand">
          <span className="page-logo" aria-hidden="true" />
          <span className="page-brand-name">{config.appName}</span>
        </strong>
        <div className="page-header-end">
          <Appearance value={appearance} onChange={onAppearance} />
          <ConnectButton />
        </div>
      </header>
      <main className="page-main">
        {status === 'connected' ? (
          // Until the demo's code is here the page keeps its heading: never a page without one.
          <Suspense fallback={<PageHero />}>
            <DemoPanel />
          </Suspense>
        ) : (
          <PageHero>
            <p>{t.pageIntro}</p>
            {status === 'disconnected' && (
              <button type="button" className="page-button" onClick={openConnectModal} {...warmOnIntent('connect')}>
                {t.connectWallet}
              </button>
            )}
          </PageHero>
        )}
      </main>
      {/* A configured locale (VITE_LOCALE) is the only one: nothing to pick. */}
      {/* Not prerendered: a language switch right after hydration would otherwise land on its
          boundary before its chunk is here, which React answers by rendering it afresh. */}
      {!config.locale && hydrated && (
        <footer className="page-footer">
          <Suspense fallback={null}>
            <LanguageSelect />
          </Suspense>
        </footer>
      )}
    </>
  )
}

export function App({ config }: { config: KitConfig }) {
  const [appearance, setAppearance] = useState(FIRST_APPEARANCE)
  // The hydration pass renders the prerendered defaults: <html> keeps what the boot script set.
  const hydrated = useHydrated()
  // Read in the first render after hydration, before it paints; until then the boot script's
  // data-theme on <html> (web/kit/firstView/boot.ts) has already shown the stored theme.
  const [restored, setRestored] = useState(false)
  if (hydrated && !restored) {
    setRestored(true)
    setAppearance(storedAppearance())
  }
  useLayoutEffect(() => {
    if (hydrated) firstViewHydrated()
  }, [hydrated])
  const theme = useResolvedTheme(appearance.theme)
  const locale = useLocale()

  useEffect(() => {
    // The host page follows the same theme; the kit sets its own on its roots.
    if (hydrated) document.documentElement.dataset.theme = theme
  }, [theme, hydrated])

  useEffect(() => {
    // The host page speaks the kit's language too, and reads right to left with it.
    if (!hydrated) return
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }, [locale, hydrated])

  const change = (value: AppearanceValue) => {
    setAppearance(value)
    safeStorage().setItem(APPEARANCE_KEY, JSON.stringify({ theme: value.theme, accent: value.accent }))
  }

  return (
    <KitProvider
      config={config}
      theme={appearance.theme}
      accentColor={appearance.accent}
      modalSize={appearance.modalSize}
    >
      <Page appearance={appearance} onAppearance={change} />
    </KitProvider>
  )
}
