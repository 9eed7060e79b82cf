// The QR benchmark's page: the app's own QrCode (worker encoding, SVG path, logo) shown the way
// the CONNECT step shows it, for a pairing URI handed over on demand.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { markQrUri } from '../../web/kit/ui/QrCode/paintTiming.ts'
import { QrCode } from '../../web/kit/ui/QrCode/QrCode.tsx'
import { QR_LOGO, QR_SIZE } from '../../web/kit/ui/QrCode/qrLayout.ts'

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3b99fc"/></svg>')}`

function Harness() {
  const [uri, setUri] = useState<string>()
  // The benchmark calls this as the connector's display_uri message would arrive.
  ;(window as unknown as { showUri: (uri: string) => void }).showUri = (next) => {
    markQrUri()
    setUri(next)
  }
  return uri ? (
    <QrCode
      key={uri}
      value={uri}
      size={QR_SIZE}
      label="QR"
      logoUrl={LOGO}
      logoBackground="#3b99fc"
      logoSize={QR_LOGO}
      testId="qr"
    />
  ) : null
}

createRoot(document.getElementById('root')!).render(<Harness />)
