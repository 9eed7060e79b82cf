import { useRef, type KeyboardEvent } from 'react'
import type { MessageKey } from '../../i18n/en.ts'
import { useMessages } from '../../i18n/store.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { WalletIcon } from '../WalletIcon/WalletIcon.tsx'
import { groupWallets, nextIndex } from './walletList.ts'

interface WalletListProps {
  wallets: readonly WalletOption[]
  selectedId?: string
  pendingId?: string
  onSelect: (wallet: WalletOption) => void
  /** The visitor heads for a wallet: the pointer is over it, or the keyboard moved to it. */
  onIntent?: (wallet: WalletOption) => void
}

const GROUP_LABELS: Record<string, MessageKey> = { Popular: 'groupPopular', Other: 'groupOther' }

/** The desktop wallet list, grouped; arrow keys, Home and End move between wallets. */
export function WalletList({ wallets, selectedId, pendingId, onSelect, onIntent }: WalletListProps) {
  const t = useMessages()
  const root = useRef<HTMLDivElement>(null)
  const groupLabel = (name: string) => (Object.hasOwn(GROUP_LABELS, name) ? t[GROUP_LABELS[name]!] : name)

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-wallet-option]') ?? [])]
    const index = nextIndex(event.key, buttons.indexOf(document.activeElement as HTMLButtonElement), buttons.length)
    if (index === undefined) return
    event.preventDefault()
    buttons[index].focus()
  }

  // Where the keyboard starts when the modal opens: the recent wallet, else the first.
  const groups = groupWallets(wallets)
  const ordered = groups.flatMap((group) => group.wallets)
  const startId = (ordered.find((w) => w.recent) ?? ordered[0])?.id

  return (
    <div className="kit-wallet-groups" ref={root} onKeyDown={onKeyDown}>
      {groups.map((group) => (
        <section key={group.name} className="kit-wallet-group" aria-label={groupLabel(group.name)}>
          <h3 className="kit-group-title" aria-hidden="true">
            {groupLabel(group.name)}
          </h3>
          <ul className="kit-wallet-list">
            {group.wallets.map((wallet) => (
              <li key={wallet.id}>
                <button
                  type="button"
                  className="kit-wallet-option"
                  data-wallet-option
                  data-autofocus={wallet.id === startId ? true : undefined}
                  data-testid={`wallet-option-${wallet.id}`}
                  data-wallet-id={wallet.id}
                  aria-current={wallet.id === selectedId ? 'true' : undefined}
                  aria-busy={wallet.id === pendingId ? 'true' : undefined}
                  onClick={() => onSelect(wallet)}
                  onPointerEnter={() => onIntent?.(wallet)}
                  // Keyboard intent: focus moved here from another wallet. The modal's own first
                  // focus is not the visitor heading anywhere.
                  onFocus={(event) => root.current?.contains(event.relatedTarget) && onIntent?.(wallet)}
                >
                  <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={28} />
                  <span className="kit-wallet-label">
                    <span className="kit-wallet-name">
                      {wallet.name}
                      {!wallet.ready && <span className="kit-unsupported"> {t.unsupported}</span>}
                    </span>
                    {wallet.recent && <span className="kit-tag">{t.recent}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
