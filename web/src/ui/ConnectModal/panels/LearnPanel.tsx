import { en } from '../../../i18n/en'
import { LearnPicture } from '../../icons/icons'

export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

/** 'What is a Wallet?': two short explanations, 'Get a Wallet' and 'Learn More'. */
export function LearnPanel({ onGetWallet }: { onGetWallet: () => void }) {
  return (
    <div className="kit-panel-body kit-learn">
      <ul className="kit-learn-list">
        <li>
          <LearnPicture kind="assets" />
          <div>
            <h3 className="kit-item-title">{en.learnTitle1}</h3>
            <p className="kit-muted">{en.learnBody1}</p>
          </div>
        </li>
        <li>
          <LearnPicture kind="login" />
          <div>
            <h3 className="kit-item-title">{en.learnTitle2}</h3>
            <p className="kit-muted">{en.learnBody2}</p>
          </div>
        </li>
      </ul>
      <div className="kit-actions">
        <button type="button" className="kit-button kit-button--primary" onClick={onGetWallet}>
          {en.getAWallet}
        </button>
        <a className="kit-link" href={LEARN_MORE_URL} target="_blank" rel="noreferrer">
          {en.learnMore}
        </a>
      </div>
    </div>
  )
}
