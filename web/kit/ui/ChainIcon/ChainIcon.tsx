import { chainColor } from './chainLook.ts'

/** A chain's badge: its colour and initial, since the bundled chain table carries no icons. */
export function ChainIcon({ id, name, size = 24 }: { id: number; name: string; size?: number }) {
  return (
    <span
      className="kit-chain-icon"
      style={{ width: size, height: size, background: chainColor(id), fontSize: size * 0.5 }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
