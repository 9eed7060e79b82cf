import { ACCENTS, useMessages, type MessageKey, type ModalSize, type ThemeChoice } from '../../kit/index.ts'
import './Appearance.css'

export interface AppearanceValue {
  theme: ThemeChoice
  accent: string
  modalSize: ModalSize
}

interface AppearanceProps {
  value: AppearanceValue
  onChange: (value: AppearanceValue) => void
}

const THEMES: [ThemeChoice, MessageKey][] = [
  ['auto', 'themeAuto'],
  ['light', 'themeLight'],
  ['dark', 'themeDark'],
]

/** The page's controls for the kit's theme and accent colour (the theme follows the system by default). */
export function Appearance({ value, onChange }: AppearanceProps) {
  const t = useMessages()
  return (
    <div className="page-appearance">
      <fieldset className="page-segmented">
        <legend className="page-sr-only">{t.themeLabel}</legend>
        {THEMES.map(([theme, label]) => (
          <label key={theme} className="page-segment">
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={value.theme === theme}
              onChange={() => onChange({ ...value, theme })}
            />
            <span>{t[label]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="page-swatches">
        <legend className="page-sr-only">{t.accentLabel}</legend>
        {ACCENTS.map((accent) => (
          // Coloured by Appearance.css, not a style attribute: the prerendered HTML carries no
          // inline style, which the Content-Security-Policy (style-src 'self') would refuse.
          <label key={accent} className="page-swatch" data-accent={accent}>
            <input
              type="radio"
              name="accent"
              value={accent}
              aria-label={accent}
              checked={value.accent === accent}
              onChange={() => onChange({ ...value, accent })}
            />
          </label>
        ))}
      </fieldset>
    </div>
  )
}
