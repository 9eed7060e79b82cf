import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attestationPage } from '../../tests/peers/verify.ts'

export const VERIFY_HOST = 'verify.walletconnect.org'

/**
 * WalletConnect's Verify service on 127.0.0.1, over HTTPS with a throwaway certificate, for a
 * browser that resolves its host here (and ignores certificate errors). sign-client waits for its
 * attestation before it publishes a proposal, so it is on the way to every QR code: served
 * locally, like the relay, rather than through Playwright's request interception, which would
 * slow every request of the page.
 */
export async function startVerify(appOrigin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-verify-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${VERIFY_HOST}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const server = createServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (req, res) => {
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(attestationPage(`https://${VERIFY_HOST}${req.url}`, appOrigin))
      },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
