// Work that goes on after the visitor has been answered (the owner's notification). On Supabase the
// runtime keeps the instance alive for it (EdgeRuntime.waitUntil); the local stack and the tests
// keep the same contract with this tracker, and wait for it before closing the database, so that
// a stop never leaves a sent notification recorded as unsent.

export type WaitUntil = (task: Promise<unknown>) => void

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>

/** Checks `done` every 50 ms: true once it holds, false once `timeoutMs` have passed. */
export async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
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
