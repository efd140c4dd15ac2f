import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { createSecureStaticServer } from '../bench/secure-static-server.ts'
import { consentStorageKey, denyAll, storedConsent } from '../components/cookie-consent/consent-store.ts'

const path = process.argv[2] ?? '/projects'
const target = process.argv[3] ?? '[data-slot="project-card"] a'
const server = await createSecureStaticServer('dist/client')
await new Promise<void>((r) => server.listen(4360, '127.0.0.1', r))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, ignoreHTTPSErrors: true })
if (process.env.VARIANT === 'show') await context.addInitScript({ content: 'HTMLDialogElement.prototype.showModal = function () { this.show() }' })
await context.addInitScript({ content: `sessionStorage.setItem('hasShownLoading','true');localStorage.setItem(${JSON.stringify(consentStorageKey)}, ${JSON.stringify(storedConsent(denyAll))})` })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Network.enable')
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 })
await page.goto(`https://127.0.0.1:4360${path}`, { waitUntil: 'load' })
const box = await page.evaluate((selector) => {
  const el = [...document.querySelectorAll(selector)].find((f) => f.checkVisibility())!
  el.scrollIntoView({ block: 'center' })
  const r = el.getBoundingClientRect()
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
}, target)
if (process.env.VARIANT === 'nohas') await page.evaluate(() => { for (const sheet of document.styleSheets) { const rules = [...sheet.cssRules]; for (let i = rules.length - 1; i >= 0; i--) if ((rules[i] as CSSStyleRule).selectorText?.includes(':has(dialog')) { sheet.deleteRule(i); console.log('deleted') } } })
await page.waitForTimeout(1000)
await browser.startTracing(page, { categories: ['disabled-by-default-v8.cpu_profiler', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'v8'] })
await page.touchscreen.tap(box.x, box.y)
await page.waitForTimeout(1500)
const buf = await browser.stopTracing()
writeFileSync('/tmp/trace.json', buf)
await browser.close(); server.close()
const { traceEvents } = JSON.parse(buf.toString())
const main = traceEvents.filter((e: any) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e: any) => `${e.pid}:${e.tid}`)
const input = traceEvents.find((e: any) => e.name === 'EventDispatch' && ['pointerdown','touchstart'].includes(e.args?.data?.type))
const t0 = input?.ts ?? 0
console.log('pointerdown at', t0)
const evs = traceEvents.filter((e: any) => main.includes(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.ts >= t0 - 1000 && e.ts < t0 + 1.2e6)
const rows = evs.filter((e: any) => e.dur > 3000).map((e: any) => `${((e.ts - t0) / 1000).toFixed(1).padStart(7)} +${(e.dur / 1000).toFixed(1).padStart(6)} ${e.name} ${JSON.stringify(e.args?.data ?? {}).slice(0, 120)}`)
console.log(rows.slice(0, 80).join('\n'))
