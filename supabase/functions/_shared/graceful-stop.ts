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
  drain(options: DrainOptions): Promise<boolean>
}

export interface DrainOptions {
  /** How long no new request must have arrived. */
  quietMs: number
  timeoutMs: number
}

/** Waits until nothing is in flight and nothing new has arrived for `quietMs`; false after `timeoutMs`. */
export async function drained(
  state: () => { inFlight: number; lastArrival: number },
  { quietMs, timeoutMs }: DrainOptions,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { inFlight, lastArrival } = state()
    if (inFlight === 0 && Date.now() - lastArrival >= quietMs) return true
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
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
    drain(options) {
      stopping = true
      return drained(() => ({ inFlight, lastArrival }), options)
    },
  }
}
