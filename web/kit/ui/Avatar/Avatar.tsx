import { useMessages } from '../../i18n/store.ts'
import { generatedAvatar } from './avatarColors.ts'
import './Avatar.css'

interface AvatarProps {
  address: string
  /** The ENS avatar when the name has one; else a generated one. */
  imageUrl?: string | null
  size: number
  /** A transaction is pending: a spinning ring says so. */
  loading?: boolean
}

export function Avatar({ address, imageUrl, size, loading = false }: AvatarProps) {
  const t = useMessages()
  const { from, to, angle } = generatedAvatar(address)
  return (
    <span
      className={`kit-avatar${loading ? ' kit-avatar--loading' : ''}`}
      style={{ width: size, height: size }}
      role={loading ? 'img' : undefined}
      aria-label={loading ? t.pendingAvatar : undefined}
      aria-hidden={loading ? undefined : true}
      data-loading={loading || undefined}
    >
      {imageUrl ? (
        <img className="kit-avatar-image" src={imageUrl} alt="" width={size} height={size} />
      ) : (
        <span className="kit-avatar-image" style={{ background: `linear-gradient(${angle}deg, ${from}, ${to})` }} />
      )}
    </span>
  )
}
