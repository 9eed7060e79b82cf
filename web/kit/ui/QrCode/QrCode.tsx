import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { core } from '../../wasm/client.ts'
import type { QrMatrix } from '../../wasm/qr.ts'
import { Spinner } from '../Spinner/Spinner.tsx'
import { markQrPainted } from './paintTiming.ts'
import {
  coveredAlignment,
  logoClearing,
  logoWithinBudget,
  qrGrid,
  qrPath,
  strongerLevelForLogo,
  type QrLevel,
} from './qrLayout.ts'
import { useDevicePixelRatio } from './useDevicePixelRatio.ts'
import './QrCode.css'

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

/** A symbol and the logo drawn over it. */
interface Encoded {
  matrix: Pick<QrMatrix, 'size' | 'modules' | 'alignment'>
  logo: number
}

/**
 * Encodes at `level`, then stronger while the logo would hide too much for the level; past the
 * strongest level used, the logo shrinks instead.
 */
async function encode(
  value: string,
  level: QrLevel,
  pixelSize: number,
  logoSize: number,
  ratio: number,
): Promise<Encoded> {
  const matrix = await core.qrEncode(value, { level })
  const stronger = strongerLevelForLogo(level, matrix.size, pixelSize, logoSize, ratio)
  if (stronger) return encode(value, stronger, pixelSize, logoSize, ratio)
  return { matrix, logo: logoWithinBudget(level, matrix.size, pixelSize, logoSize, ratio) }
}

/** Encodes in the core's worker (never on the main thread); the last value wins. */
function useQrEncoding(
  value: string | undefined,
  pixelSize: number,
  logoSize: number,
  ratio: number,
): Encoded | undefined {
  const [result, setResult] = useState<{ value: string; encoded: Encoded }>()
  useEffect(() => {
    if (value === undefined) return
    let live = true
    encode(value, 'M', pixelSize, logoSize, ratio).then(
      (encoded) => live && setResult({ value, encoded }),
      (error: unknown) => console.error('QR encoding failed', error),
    )
    return () => {
      live = false
    }
  }, [value, pixelSize, logoSize, ratio])
  return result && result.value === value ? result.encoded : undefined
}

/**
 * A QR code drawn as one SVG path on a white card (scanners need dark on light in both themes),
 * with the wallet's logo in the middle and no modules under it. The path is in device pixels with
 * whole-pixel modules and crisp edges (see qrGrid).
 */
export function QrCode({ value, size, label, logoUrl, logoBackground, logoSize, testId }: QrCodeProps) {
  const ratio = useDevicePixelRatio()
  const encoded = useQrEncoding(value, size, logoUrl ? logoSize : 0, ratio)
  const logo = encoded?.logo ?? 0
  const drawing = useMemo(() => {
    if (!encoded) return undefined
    const { matrix } = encoded
    const grid = qrGrid(matrix.size, size, ratio)
    const clearing = logoClearing(matrix.size, size, encoded.logo, ratio)
    return {
      canvas: grid.canvas,
      path: qrPath(matrix.modules, matrix.size, grid, clearing),
      overLogo: coveredAlignment(matrix.alignment, grid, clearing),
    }
  }, [encoded, size, ratio])
  const path = drawing?.path

  useLayoutEffect(() => {
    if (!path) return
    // The frame after the commit is the first one with the QR on screen.
    const frame = requestAnimationFrame(() => markQrPainted())
    return () => cancelAnimationFrame(frame)
  }, [path])

  return (
    <div
      className="kit-qr"
      style={{ width: size, height: size }}
      data-testid={testId}
      data-ready={path ? 'true' : undefined}
    >
      {drawing ? (
        <svg
          role="img"
          aria-label={label}
          width={size}
          height={size}
          viewBox={`0 0 ${drawing.canvas} ${drawing.canvas}`}
          shapeRendering="crispEdges"
        >
          <path d={path} fill="#000" fillRule="evenodd" />
        </svg>
      ) : (
        <div className="kit-qr-placeholder" role="img" aria-label={label}>
          <Spinner size={28} />
        </div>
      )}
      {logo > 0 && path && (
        <span
          className="kit-qr-logo"
          style={{ width: logo, height: logo, background: logoBackground, borderRadius: logo * 0.25 }}
        >
          <img src={logoUrl} alt="" width={logo} height={logo} />
        </span>
      )}
      {logo > 0 && drawing?.overLogo.dark && (
        <svg
          className="kit-qr-over-logo"
          aria-hidden="true"
          width={size}
          height={size}
          viewBox={`0 0 ${drawing.canvas} ${drawing.canvas}`}
          shapeRendering="crispEdges"
        >
          <path d={drawing.overLogo.light} fill="#fff" />
          <path d={drawing.overLogo.dark} fill="#000" fillRule="evenodd" />
        </svg>
      )}
    </div>
  )
}
