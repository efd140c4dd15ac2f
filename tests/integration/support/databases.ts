// The two databases every integration test runs against: a real PostgreSQL server and PGlite.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Sql } from 'postgres'
import { applyMigrations, openPglite, openPostgres } from '../../../scripts/local-stack/database.ts'
import { startPostgresServer } from '../../../scripts/local-stack/postgres-server.ts'

export interface TestDatabase {
  sql: Sql
  /** A connection string for code that opens its own connection (PostgreSQL only). */
  url?: string
  /** Empties the enquiry tables between tests. */
  reset(): Promise<void>
  close(): Promise<void>
}

async function ready(sql: Sql, close: () => Promise<void>, url?: string): Promise<TestDatabase> {
  await applyMigrations(sql)
  return { sql, url, reset: async () => void (await sql`truncate public.contact_enquiries, public.contact_rate_limits`), close }
}

export async function openTestPostgres(): Promise<TestDatabase> {
  const server = await startPostgresServer()
  const database = openPostgres(server.url)
  return ready(database.sql, async () => {
    await database.close()
    await server.stop()
  }, server.url)
}

export async function openTestPglite(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'enquiries-pglite-'))
  const database = await openPglite(dir)
  return ready(database.sql, async () => {
    await database.close()
    await rm(dir, { recursive: true, force: true })
  })
}

export const testDatabases = [
  ['PostgreSQL', openTestPostgres],
  ['PGlite', openTestPglite],
] as const
