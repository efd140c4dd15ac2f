// Runs a Web-standard handler (Request -> Response) on a Node http server, as Deno.serve would.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener, RequestError } from '@hono/node-server'
import type { EnquiryHandler } from '../_shared/enquiry-handler.ts'
import { reasonOf } from '../_shared/notifications.ts'

const json = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } })

/** A Node request listener for `handler`; the socket's address is the peer's (no proxy in front locally). */
export function nodeListener(handler: EnquiryHandler): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const listener = getRequestListener(
    (request, env) => handler(request, { socketAddress: env.incoming.socket.remoteAddress }),
    {
      // The stack's process runs other code (and the tests' own fetch): leave the global Request and Response alone.
      overrideGlobalObjects: false,
      errorHandler(error) {
        // Only a request the library could not turn into a Request (a backslash in its path, say) is a RequestError.
        if (error instanceof RequestError) return json(400, 'The request could not be read')
        console.error('send-contact-email failed:', reasonOf(error))
        return json(500, 'Something went wrong. Please try again later.')
      },
    },
  )
  return (req, res) => {
    // The library builds the URL from the Host header and refuses an invalid one (400), or none (HTTP/1.0). The
    // handler routes on the path only, so the URL gets a fixed host; the Request's headers still carry the client's.
    req.headers.host = 'localhost'
    return listener(req, res)
  }
}
