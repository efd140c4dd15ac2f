// Two throwaway databases, each in a temporary folder: a real PostgreSQL server and PGlite. Every
// integration test (tests/integration) and the enquiry fault bench (bench/) run against both.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Pool } from '../supabase/functions/_shared/enquiry-database.ts'
import { applyMigrations, openPglite, openPostgres } from './database.ts'
import { startPostgresServer, type PostgresServer } from './postgres-server.ts'

/** Rows of a query written as a template: each `${value}` becomes a parameter, never SQL text. */
export type Sql = <R extends Record<string, unknown> = Record<string, unknown>>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => Promise<R[]>

export function sqlOver(pool: Pool): Sql {
  return async (strings, ...values) =>
    (
      await pool.query(
        strings.reduce((text, part, index) => `${text}$${index}${part}`),
        values,
      )
    ).rows
}

export interface TestDatabase {
  pool: Pool
  sql: Sql
  /** The server, and a connection string for code that opens its own connection (PostgreSQL only). */
  server?: PostgresServer
  url?: string
  /** Empties the enquiry tables between tests. */
  reset(): Promise<void>
  close(): Promise<void>
}

const silent = { error: () => {} }

async function ready(pool: Pool, close: () => Promise<void>, server?: PostgresServer): Promise<TestDatabase> {
  await applyMigrations(pool)
  const sql = sqlOver(pool)
  return {
    pool,
    sql,
    server,
    url: server?.url,
    reset: async () => void (await sql`truncate public.contact_enquiries, public.contact_rate_limits`),
    close,
  }
}

export async function openTestPostgres(options?: Parameters<typeof startPostgresServer>[0]): Promise<TestDatabase> {
  const server = await startPostgresServer(options)
  const database = openPostgres(server.url, silent)
  return ready(
    database.pool,
    async () => {
      await database.close()
      await server.stop()
    },
    server,
  )
}

export async function openTestPglite(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'enquiries-pglite-'))
  const database = await openPglite(dir, silent)
  return ready(database.pool, async () => {
    await database.close()
    await rm(dir, { recursive: true, force: true })
  })
}

export const testDatabases = [
  ['PostgreSQL', openTestPostgres],
  ['PGlite', openTestPglite],
] as const
