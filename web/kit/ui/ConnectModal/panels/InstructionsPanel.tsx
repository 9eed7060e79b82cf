import { fill } from '../../../i18n/en.ts'
import { useMessages } from '../../../i18n/store.ts'
import { useSetupMessages } from '../../../i18n/useSetupMessages.ts'
import type { Instructions } from '../../../wallets/types.ts'
import { StepIcon } from '../../icons/icons.tsx'

interface InstructionsPanelProps {
  instructions: Instructions
  /** Fills the steps' `{wallet}`. */
  walletName: string
  /** Mobile instructions end in Connect; extension ones in Refresh (to load the new extension). */
  action: 'connect' | 'refresh'
  onAction: () => void
}

/** INSTRUCTIONS_MOBILE / INSTRUCTIONS_EXTENSION: numbered steps with icons. */
export function InstructionsPanel({ instructions, walletName, action, onAction }: InstructionsPanelProps) {
  const t = useMessages()
  const setup = useSetupMessages()
  const say = (key: keyof typeof setup) => fill(setup[key], { wallet: walletName })
  return (
    <div className="kit-panel-body">
      <ol className="kit-steps">
        {instructions.steps.map((step) => (
          <li key={step.title} className="kit-step">
            <span className={`kit-step-icon kit-step-icon--${step.step}`}>
              <StepIcon kind={step.step} />
            </span>
            <div>
              <h3 className="kit-item-title">{say(step.title)}</h3>
              <p className="kit-muted kit-small">{say(step.description)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="kit-actions">
        <button
          type="button"
          className="kit-button kit-button--primary"
          data-testid={`instructions-${action}`}
          onClick={onAction}
        >
          {action === 'connect' ? t.connect : t.refresh}
        </button>
        <a className="kit-link" href={instructions.learnMoreUrl} target="_blank" rel="noreferrer">
          {t.learnMore}
        </a>
      </div>
    </div>
  )
}
