// PostgreSQL restarted (fast and immediate) or stopped in the middle of a burst of enquiries, with
// the function as its own process under Node and under Deno: the process stays up, every request
// is answered 200 or 503 with Retry-After, no acknowledged enquiry is lost, and the service comes
// back by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestPostgres, type TestDatabase } from '../../local-stack/temporary-databases.ts'
import {
  burst,
  type FunctionProcess,
  sendEnquiry,
  type Sent,
  startDenoFunction,
  startNodeFunction,
} from '../../local-stack/function-process.ts'

const runtimes = [
  // The local stack connects as the owner (it applies the migrations)...
  ['Node', (database: TestDatabase) => startNodeFunction({ DATABASE_URL: database.url! })],
  // ...the Edge Function as the least-privileged role the migrations create.
  [
    'Deno',
    (database: TestDatabase) => startDenoFunction({ DATABASE_URL: database.server!.urlFor('enquiries_function') }),
  ],
] as const

describe.each(runtimes)('the function under %s while PostgreSQL restarts', (runtime, start) => {
  let database: TestDatabase
  let fn: FunctionProcess

  beforeAll(async () => {
    database = await openTestPostgres()
    fn = await start(database)
  }, 180_000)

  afterAll(async () => {
    await fn?.dispose()
    await database?.close()
  })

  const storedKeys = async () =>
    new Set(
      (await database.sql<{ idempotency_key: string }>`select idempotency_key from public.contact_enquiries`).map(
        (row) => row.idempotency_key,
      ),
    )

  /** The visitors who were told to retry do so (the same key) until it is stored: bounded by the poll's timeout. */
  const retryUntilStored = async (refused: Sent[]) => {
    for (const { key } of refused)
      await expect
        .poll(async () => (await sendEnquiry(fn.url, key)).status, { timeout: 30_000, interval: 250 })
        .toBe(200)
  }

  const expectSound = async (results: Sent[]) => {
    expect(fn.child.exitCode).toBeNull()
    expect(fn.child.signalCode).toBeNull()
    // Answered, each one: stored, or told the service is briefly unavailable and when to retry.
    expect(results.filter((result) => result.status !== 200 && result.status !== 503)).toEqual([])
    const refused = results.filter((result) => result.status === 503)
    for (const result of refused) expect(Number(result.retryAfter)).toBeGreaterThan(0)
    // No acknowledged enquiry lost.
    const stored = await storedKeys()
    expect(results.filter((result) => result.status === 200 && !stored.has(result.key))).toEqual([])
    // Back by itself: the refused ones go through when sent again, each stored once.
    await retryUntilStored(refused)
    const [{ count }] = (await database.sql<{
      count: number
    }>`select count(*)::int as count from public.contact_enquiries`) as [{ count: number }]
    expect(count).toBe((await storedKeys()).size)
  }

  it.each(['fast', 'immediate'] as const)(
    'stays up through a %s restart mid-burst',
    async (mode) => {
      let restarted: Promise<void> | undefined
      const results = await burst(fn.url, `${mode}-${runtime}`, 150, 8, (settled) => {
        if (settled === 40) restarted = database.server!.restart(mode)
      })
      await restarted
      expect(restarted).toBeDefined()
      await expectSound(results)
    },
    120_000,
  )

  it('answers 503 while the database is down, and serves again by itself once it is back', async () => {
    await database.server!.pause()
    try {
      const refused = await sendEnquiry(fn.url, `down-${runtime}-00001`)
      expect(refused.status).toBe(503)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
      expect(fn.child.exitCode).toBeNull()
    } finally {
      await database.server!.start()
    }
    await retryUntilStored([{ key: `down-${runtime}-00001`, status: 503 }])
  }, 120_000)
})
