// Runs a Web-standard handler (Request -> Response) on a Node http server, as Deno.serve would.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ContactHandler } from '../../supabase/functions/_shared/contact-handler.ts'

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value
  })
  // The function's answers are small JSON documents or redirects: send them whole, with a length.
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, { ...headers, 'content-length': String(body.length) })
  res.end(body)
}

/** Methods the Fetch API refuses to build a Request for: answered here, before it would throw. */
const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK'])

function answerJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(JSON.stringify(body))
}

/** Serves `handler` for one request; the socket's address is the peer's (no proxy in front locally). */
export async function serveWithHandler(
  handler: ContactHandler,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (forbiddenMethods.has(req.method ?? ''))
    return answerJson(res, 405, { error: `Method ${req.method} is not allowed` }, { Allow: 'POST, OPTIONS' })
  let request: Request
  try {
    // A fixed origin: the handler routes on the path only, and the Host header is the client's to forge.
    request = toWebRequest(req, 'http://localhost')
  } catch {
    return answerJson(res, 400, { error: 'The request could not be read' })
  }
  try {
    const response = await handler(request, { socketAddress: req.socket.remoteAddress })
    await sendWebResponse(res, response)
  } catch (error) {
    console.error('send-contact-email failed:', error instanceof Error ? error.message : error)
    if (!res.headersSent) answerJson(res, 500, { error: 'Something went wrong. Please try again later.' })
    else res.end()
  }
}
