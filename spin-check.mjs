import { chromium } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
const CHROMIUM_ARGS = ['--proxy-server=http://127.0.0.1:9', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const cpu = () => { let t = 0; for (const d of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) { try { const p = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' '); const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8'); if (cmd.includes('chromium')) t += +p[11] + +p[12] } catch {} } return t / 100 }
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS })
for (const [name, html] of [['static', '<p>hi</p>'], ['spinner', '<style>@keyframes s{to{transform:rotate(1turn)}} i{display:inline-block;width:20px;height:20px;border:2px solid;border-top-color:red;border-radius:50%;animation:s .8s linear infinite}</style><i></i>'], ['static2', '<p>hi</p>']]) {
  const c = await b.newContext({ viewport: { width: 1280, height: 800 } }); const p = await c.newPage(); await p.setContent(html)
  await new Promise((r) => setTimeout(r, 1000)); const a = cpu(); await new Promise((r) => setTimeout(r, 10000)); console.log(name, (cpu() - a).toFixed(2), 'CPU-s in 10 s'); await c.close()
}
await b.close()
