import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { core } from '../../core/client'
import { Spinner } from '../Spinner/Spinner'
import { markQrPainted } from './paintTiming'
import { logoClearing, qrPath, QR_QUIET_ZONE, strongerLevelForLogo, type QrLevel } from './qrLayout'
import './QrCode.css'

interface Matrix {
  size: number
  modules: Uint8Array
}

interface QrCodeProps {
  /** Unset while the value is still coming (the pairing URI): a spinner holds the place. */
  value: string | undefined
  /** Width and height in CSS pixels. */
  size: number
  label: string
  logoUrl?: string
  logoBackground?: string
  /** 0 for no logo. */
  logoSize: number
  testId?: string
}

/** Encodes at `level`, then stronger while the logo would hide too much for the level. */
async function encode(value: string, level: QrLevel, pixelSize: number, logoSize: number): Promise<Matrix> {
  const matrix = await core.qrEncode(value, { level })
  const stronger = strongerLevelForLogo(level, matrix.size, pixelSize, logoSize)
  return stronger ? encode(value, stronger, pixelSize, logoSize) : matrix
}

/** Encodes in the core's worker (never on the main thread); the last value wins. */
function useQrMatrix(value: string | undefined, pixelSize: number, logoSize: number): Matrix | undefined {
  const [result, setResult] = useState<{ value: string; matrix: Matrix }>()
  useEffect(() => {
    if (value === undefined) return
    let live = true
    encode(value, 'M', pixelSize, logoSize).then(
      (matrix) => live && setResult({ value, matrix }),
      (error: unknown) => console.error('QR encoding failed', error),
    )
    return () => {
      live = false
    }
  }, [value, pixelSize, logoSize])
  return result && result.value === value ? result.matrix : undefined
}

/**
 * A QR code drawn as one SVG path on a white card (scanners need dark on light in both themes),
 * with the wallet's logo in the middle and no modules under it.
 */
export function QrCode({ value, size, label, logoUrl, logoBackground, logoSize, testId }: QrCodeProps) {
  const logo = logoUrl ? logoSize : 0
  const matrix = useQrMatrix(value, size, logo)
  const path = useMemo(() => matrix && qrPath(matrix.modules, matrix.size, logoClearing(matrix.size, size, logo)), [matrix, size, logo])

  useLayoutEffect(() => {
    if (!path) return
    // The frame after the commit is the first one with the QR on screen.
    const frame = requestAnimationFrame(() => markQrPainted())
    return () => cancelAnimationFrame(frame)
  }, [path])

  const units = matrix ? matrix.size + 2 * QR_QUIET_ZONE : 1
  return (
    <div className="kit-qr" style={{ width: size, height: size }} data-testid={testId} data-ready={path ? 'true' : undefined}>
      {path ? (
        <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${units} ${units}`} shapeRendering="geometricPrecision">
          <path d={path} fill="#000" fillRule="evenodd" />
        </svg>
      ) : (
        <div className="kit-qr-placeholder" role="img" aria-label={label}>
          <Spinner size={28} />
        </div>
      )}
      {logo > 0 && path && (
        <span className="kit-qr-logo" style={{ width: logo, height: logo, background: logoBackground, borderRadius: logo * 0.25 }}>
          <img src={logoUrl} alt="" width={logo} height={logo} />
        </span>
      )}
    </div>
  )
}
