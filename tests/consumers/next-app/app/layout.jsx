import { headers } from 'next/headers'
import { Providers } from './providers.jsx'

export const metadata = { title: 'A Next.js dapp' }

export default async function RootLayout({ children }) {
  // Reading the request makes every page render per request, with its own nonce and its own kit.
  await headers()
  const settings = {
    rpcUrl: process.env.RPC_URL,
    relayUrl: process.env.WC_RELAY_URL,
    projectId: process.env.WC_PROJECT_ID,
  }
  return (
    <html lang="en">
      <body>
        <Providers settings={settings}>{children}</Providers>
      </body>
    </html>
  )
}
