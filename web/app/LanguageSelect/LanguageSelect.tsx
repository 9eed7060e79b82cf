import { chooseLocale, useLocale, useMessages, type Locale } from '../../kit/index.ts'
import './LanguageSelect.css'

/** Each language named in itself, in the picker's order; tsc wants a name for every locale. */
const NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  pl: 'Polski',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文（台灣）',
  'zh-HK': '繁體中文（香港）',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
  hi: 'हिन्दी',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
}

/** The page's language picker: the choice is shown at once, without a reload, and remembered. */
export default function LanguageSelect() {
  const t = useMessages()
  const locale = useLocale()
  return (
    <label className="page-language">
      <span className="page-language-label">{t.languageLabel}</span>
      <select
        value={locale}
        onChange={(event) => void chooseLocale(event.target.value as Locale)}
        data-testid="language-select"
      >
        {Object.entries(NAMES).map(([tag, name]) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
