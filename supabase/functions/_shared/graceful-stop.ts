// A stop that loses nothing, in the order docs/enquiries.md ("Stopping") gives: the notifications finish before the
// database closes, so no sent notification stays recorded as unsent.
import type { EnquiryHandler } from './enquiry-handler.ts'

export type WaitUntil = (task: Promise<unknown>) => void

/** Checks `done` every 50 ms: true once it holds, false once `timeoutMs` have passed. */
async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() >= deadline) return false
    await pause()
  }
  return true
}

/** 50 ms, then one more turn of the event loop: input that arrived while the process was too busy to read it (a
 * request on a connection) is read before the caller looks again, so a slow process never takes "nothing has come"
 * from its own backlog. */
async function pause(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50))
  await new Promise((resolve) => setTimeout(resolve, 0))
}

export function createBackgroundTasks() {
  const running = new Set<Promise<unknown>>()
  return {
    waitUntil(task: Promise<unknown>) {
      // Tasks handle their own failures (deliverNotification never throws); this only keeps count.
      const tracked = task.catch(() => {}).finally(() => running.delete(tracked))
      running.add(tracked)
    },
    /** Whether every task so far, and any started meanwhile, has finished within `timeoutMs`. */
    settled: (timeoutMs: number) => waitFor(() => running.size === 0, timeoutMs),
  }
}

/** How long a stop waits for the notifications sent after their answers. */
export const notificationsTimeoutMs = 35_000

export const stoppingResponse = () =>
  Response.json(
    { error: 'The enquiry service is stopping. Please try again shortly.' },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  )

/** How long a stop waits for requests in flight while none of them is answered, and how long it waits in all. */
export const drainLimits = { stalledMs: 10_000, totalMs: 120_000 }

export interface DrainState {
  /** Requests received and not yet answered. */
  inFlight: number
  /** When the last request arrived (Date.now()). */
  lastArrival: number
  /** How many requests have been answered so far. */
  answered: number
}

/**
 * Waits until nothing is in flight and nothing new has arrived for 500 ms, since a client sending on a kept-alive
 * connection as it closed would see a reset. A busy process answers slowly but surely (each enquiry waits its turn for
 * the database), so the stop waits as long as answers keep coming; false once none has come for `stalledMs`, or
 * after `totalMs` in all (a second Ctrl-C, or the supervisor's kill, ends a stop sooner).
 */
export async function drained(state: () => DrainState, limits = drainLimits): Promise<boolean> {
  const start = Date.now()
  let answered = state().answered
  let progressAt = start
  for (;;) {
    const now = Date.now()
    const current = state()
    if (current.inFlight === 0 && now - current.lastArrival >= 500) return true
    if (current.answered !== answered) {
      answered = current.answered
      progressAt = now
    }
    if (now - progressAt >= limits.stalledMs || now - start >= limits.totalMs) return false
    await pause()
  }
}

/** Once `drain` has resolved, stops listening, lets the notifications finish and be recorded, and only then closes
 * the rest (mail, database). */
export async function stopInOrder(
  drain: Promise<boolean>,
  stopListening: () => Promise<void>,
  tasks: ReturnType<typeof createBackgroundTasks>,
  close: () => Promise<void>,
): Promise<void> {
  if (!(await drain)) console.error('Stopped with requests still unanswered')
  await stopListening()
  if (!(await tasks.settled(notificationsTimeoutMs)))
    console.error('Stopped with notifications still being sent: the retry job will send them')
  await close()
}

/** The handler, counting its requests; `drain` turns new ones away, then resolves as `drained` does. */
export function gracefulHandler(handler: EnquiryHandler): { handler: EnquiryHandler; drain(): Promise<boolean> } {
  let stopping = false
  let inFlight = 0
  let lastArrival = 0
  let answered = 0
  return {
    async handler(request, connection) {
      lastArrival = Date.now()
      if (stopping) return stoppingResponse()
      inFlight += 1
      try {
        return await handler(request, connection)
      } finally {
        inFlight -= 1
        answered += 1
      }
    },
    drain() {
      stopping = true
      return drained(() => ({ inFlight, lastArrival, answered }))
    },
  }
}
