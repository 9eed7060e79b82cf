import type { Locale } from '../../i18n/locales'
import { chooseLocale } from '../../i18n/startLocale'
import { useLocaleState, useMessages } from '../../i18n/store'
import './LanguageSelect.css'

/** Each language named in itself, in the picker's order; tsc wants a name for every locale. */
const NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  tr: 'Türkçe',
  ru: 'Русский',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  ar: 'العربية',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
}

/** The page's language picker: the choice is shown at once, without a reload, and remembered. */
export default function LanguageSelect() {
  const t = useMessages()
  const { locale } = useLocaleState()
  return (
    <label className="page-language">
      <span className="page-language-label">{t.languageLabel}</span>
      <select value={locale} onChange={(event) => void chooseLocale(event.target.value as Locale)} data-testid="language-select">
        {Object.entries(NAMES).map(([tag, name]) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
