// Each engine's page errors, gathered the same way in WebKit and Gecko: WebKit's WebDriver has no way to run a
// script before a page's own (no BiDi, no preload script), so the site is served to the engines through a proxy
// that adds one same-origin script, first in each page's head. It records every `error` (scripts, and in the capture
// phase the elements that failed to load), `unhandledrejection` and Content-Security-Policy violation in session
// storage, which outlives the tab's navigations. Every other byte and header is the site's own.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Where the recorder keeps what it saw, in the tab's session storage. */
export const errorsKey = 'engine-page-errors'

const recorderPath = '/__engine-page-errors.js'

/** The recorder, run in the page: plain ES2022, as it is sent as it is written. */
function recordPageErrors(key: string) {
  // Loads the browser cuts off as the tab leaves the page (the next test's visit, say) fail with `error` too: they
  // are no fault of the page.
  let leaving = false
  addEventListener('beforeunload', () => (leaving = true))
  addEventListener('pagehide', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
  const record = (what: string) => {
    if (leaving) return
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
    list.push(`${location.pathname}: ${what}`)
    sessionStorage.setItem(key, JSON.stringify(list))
  }
  addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof Element) {
        const address = target.getAttribute('src') ?? target.getAttribute('href')
        const rel = target.getAttribute('rel')
        record(`<${target.localName}${rel ? ` rel=${rel}` : ''}> ${address} failed to load`)
      } else record(`error: ${event.message}`)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => record(`unhandled rejection: ${event.reason}`))
  addEventListener('securitypolicyviolation', (event) =>
    record(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
  )
}

const recorder = `(${recordPageErrors})(${JSON.stringify(errorsKey)})`

/** The page with the recorder's script as the first thing in its head, after the character set. */
export function withRecorder(html: string): string {
  const tag = `<script src="${recorderPath}"></script>`
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (!charset) throw new Error('A page without <meta charset> in its head: the recorder has nowhere to go')
  const end = charset.index + charset[0].length
  return html.slice(0, end) + tag + html.slice(end)
}

/** Serves `target` (the local stack) at its own port, pages with the recorder; resolves with its origin. */
export async function startRecordingProxy(target: string, port: number): Promise<{ origin: string; server: Server }> {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    if (req.url === recorderPath) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(recorder)
      return
    }
    // Uncompressed, so a page can be read and added to; the site's other headers pass as they are.
    const { 'accept-encoding': _, ...headers } = req.headers
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!answer.headers['content-type']?.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const page = Buffer.from(withRecorder(Buffer.concat(chunks).toString()))
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(page.length) })
          res.end(page)
        })
      },
    )
    forward.on('error', (error) => res.writeHead(502).end(String(error)))
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
