// Work that goes on after the visitor has been answered (the owner's notification). On Supabase the
// runtime keeps the instance alive for it (EdgeRuntime.waitUntil); the local stack and the tests
// keep the same contract with this tracker, and wait for it before closing the database, so that
// a stop never leaves a sent notification recorded as unsent.

export type WaitUntil = (task: Promise<unknown>) => void

export interface BackgroundTasks {
  waitUntil: WaitUntil
  /** Resolves once every task so far has finished, or after `timeoutMs`; true if they all finished. */
  settled(timeoutMs: number): Promise<boolean>
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<unknown>>()
  return {
    waitUntil(task) {
      // Tasks handle their own failures (deliverNotification never throws); this only keeps count.
      const tracked = task.catch(() => {}).finally(() => running.delete(tracked))
      running.add(tracked)
    },
    async settled(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
      const all = (async () => {
        // Tasks started while waiting (none once the server stopped accepting) are waited for too.
        while (running.size > 0) await Promise.all(running)
        return true as const
      })()
      try {
        return await Promise.race([all, timeout])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
