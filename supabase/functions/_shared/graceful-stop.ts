// A stop that loses no request: once asked to stop, the server answers every new request at once
// (503, try again shortly) and waits until the requests in flight have been answered and no new
// one has come for a moment, and only then stops listening. Stopping the listener at once would
// reset the connections a client has just opened or is about to reuse.
import type { ContactHandler } from './contact-handler.ts'

/** The answer to a request that arrives while the function is stopping. */
export function stoppingResponse(): Response {
  return Response.json(
    { error: 'The enquiry service is stopping. Please try again shortly.' },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  )
}

export interface GracefulHandler {
  handler: ContactHandler
  /** Turns new requests away, then resolves once drained (true) or after `timeoutMs` (false). */
  drain(options: { quietMs: number; timeoutMs: number }): Promise<boolean>
}

export function gracefulHandler(handler: ContactHandler): GracefulHandler {
  let stopping = false
  let inFlight = 0
  let lastArrival = 0
  return {
    async handler(request, connection) {
      lastArrival = Date.now()
      if (stopping) return stoppingResponse()
      inFlight += 1
      try {
        return await handler(request, connection)
      } finally {
        inFlight -= 1
      }
    },
    async drain({ quietMs, timeoutMs }) {
      stopping = true
      const deadline = Date.now() + timeoutMs
      while (inFlight > 0 || Date.now() - lastArrival < quietMs) {
        if (Date.now() >= deadline) return false
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return true
    },
  }
}
