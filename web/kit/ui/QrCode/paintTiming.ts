/**
 * Performance marks for the QR benchmark: from the pairing URI's arrival to the QR's first paint.
 * The benchmark reads the `kit:qr` measure from the page.
 */
const URI = 'kit:qr-uri'
const PAINTED = 'kit:qr-painted'

export function markQrUri(): void {
  performance.clearMarks(URI)
  performance.clearMarks(PAINTED)
  performance.mark(URI)
}

/** Called once the QR's frame is on screen; measures only when a URI mark is waiting. */
export function markQrPainted(): void {
  if (
    performance.getEntriesByName(URI, 'mark').length === 0 ||
    performance.getEntriesByName(PAINTED, 'mark').length > 0
  )
    return
  performance.mark(PAINTED)
  performance.measure('kit:qr', URI, PAINTED)
}
