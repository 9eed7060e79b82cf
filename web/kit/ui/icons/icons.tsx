/** Small inline icons: decorative (aria-hidden), sized by the surrounding font or `size`. */
import type { ReactNode } from 'react'

interface IconProps {
  size?: number
  children: ReactNode
  viewBox?: string
  /** Points along the reading direction, so it mirrors in right-to-left text (kit.css). */
  directional?: boolean
}

function Icon({ size = 16, children, viewBox = '0 0 24 24', directional = false }: IconProps) {
  return (
    <svg
      className={directional ? 'kit-directional' : undefined}
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const BackIcon = () => (
  <Icon directional>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
)

export const CloseIcon = () => (
  <Icon size={14}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

export const CopyIcon = () => (
  <Icon size={18}>
    <rect x="8" y="8" width="12" height="12" rx="3" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
)

export const CheckIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)

/** An arrow leaving a door: it leaves towards the end of the line, so it mirrors in right-to-left. */
export const DisconnectIcon = () => (
  <Icon size={18} directional>
    <path d="M10 5H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9" />
  </Icon>
)

export const ChevronDownIcon = () => (
  <Icon size={14}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)

export const ExternalIcon = () => (
  <Icon size={14}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Icon>
)

export const WarningIcon = () => (
  <Icon size={16}>
    <path d="M12 3l9.5 17h-19z" />
    <path d="M12 10v4M12 17.2v.1" />
  </Icon>
)

/** The step icons of the instruction screens (docs/spec.md §2.1: create, install, refresh, scan). */
export function StepIcon({ kind }: { kind: 'create' | 'install' | 'refresh' | 'scan' }) {
  switch (kind) {
    case 'create':
      return (
        <Icon size={22}>
          <rect x="3" y="6" width="18" height="13" rx="3" />
          <path d="M16 12.5h2M3 10h18" />
        </Icon>
      )
    case 'install':
      return (
        <Icon size={22}>
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
        </Icon>
      )
    case 'refresh':
      return (
        <Icon size={22}>
          <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
        </Icon>
      )
    case 'scan':
      return (
        <Icon size={22}>
          <path d="M4 9V5h4M20 9V5h-4M4 15v4h4M20 15v4h-4M8 12h8" />
        </Icon>
      )
  }
}

/** The two pictures of 'What is a Wallet?': a home for assets, a new way to log in. */
export function LearnPicture({ kind }: { kind: 'assets' | 'login' }) {
  const [from, to] = kind === 'assets' ? ['#f59e0b', '#ec4899'] : ['#2563eb', '#06b6d4']
  const id = `kit-learn-${kind}`
  return (
    <svg className="kit-learn-picture" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${id})`} />
      {kind === 'assets' ? (
        <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round">
          <rect x="11" y="16" width="26" height="19" rx="4" />
          <path d="M15 16l14-5 2 5" />
          <circle cx="31" cy="25.5" r="1.6" fill="#fff" />
        </g>
      ) : (
        <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="19" cy="24" r="6" />
          <path d="M25 24h13M33 24v5M37 24v3" />
        </g>
      )}
    </svg>
  )
}
