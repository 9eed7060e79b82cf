import { useMessages } from '../../../i18n/store.ts'
import { LearnPicture } from '../../icons/icons.tsx'

export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

/** 'What is a Wallet?': two short explanations, 'Get a Wallet' and 'Learn More'. */
export function LearnPanel({ onGetWallet }: { onGetWallet: () => void }) {
  const t = useMessages()
  return (
    <div className="kit-panel-body kit-learn">
      <ul className="kit-learn-list">
        <li>
          <LearnPicture kind="assets" />
          <div>
            <h3 className="kit-item-title">{t.learnTitle1}</h3>
            <p className="kit-muted">{t.learnBody1}</p>
          </div>
        </li>
        <li>
          <LearnPicture kind="login" />
          <div>
            <h3 className="kit-item-title">{t.learnTitle2}</h3>
            <p className="kit-muted">{t.learnBody2}</p>
          </div>
        </li>
      </ul>
      <div className="kit-actions">
        <button type="button" className="kit-button kit-button--primary" onClick={onGetWallet}>
          {t.getAWallet}
        </button>
        <a className="kit-link" href={LEARN_MORE_URL} target="_blank" rel="noreferrer">
          {t.learnMore}
        </a>
      </div>
    </div>
  )
}
