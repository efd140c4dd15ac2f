// A DATABASE_URL with a typo in its port, under both runtimes: the function says what is wrong, stores nothing,
// and its password reaches no log (Deno's "Invalid URL" message quotes the whole connection string).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestPostgres, type TestDatabase } from '../../local-stack/temporary-databases.ts'
import {
  type FunctionProcess,
  sendEnquiry,
  startDenoFunction,
  startNodeFunction,
} from '../../local-stack/function-process.ts'

const password = 'a-Database-Password-0123'

describe('a malformed DATABASE_URL', () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await openTestPostgres()
  }, 120_000)

  afterAll(async () => {
    await database?.close()
  })

  const malformed = () => database.url!.replace('postgres@', `postgres:${password}@`).replace(/:(\d+)\//, ':$1x/')

  it('under Deno: every enquiry answered 503, nothing stored, no password in the log', async () => {
    const fn: FunctionProcess = await startDenoFunction({ DATABASE_URL: malformed() })
    try {
      expect((await sendEnquiry(fn.url, 'malformed-url-0001')).status).toBe(503)
      expect((await sendEnquiry(fn.url, 'malformed-url-0002')).status).toBe(503)
      await expect.poll(() => fn.output()).toContain('Invalid URL')
      expect(fn.output()).not.toContain(password)
      expect(fn.output()).toContain('[redacted]')
    } finally {
      await fn.dispose()
    }
    expect(await database.sql`select * from public.contact_enquiries`).toEqual([])
  }, 180_000)

  it('under Node: the local stack refuses to start, and says why without the password', async () => {
    const failure = await startNodeFunction({ DATABASE_URL: malformed() }).then(
      async (fn) => {
        await fn.dispose()
        return 'it started'
      },
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/exited with 1/)
    expect(failure).not.toContain(password)
  }, 180_000)
})
