// The enquiry database for the local stack, the owner's commands and the tests: PGlite in a folder by default (no
// server to install), or any PostgreSQL server through DATABASE_URL, both through the Edge Function's own pool.
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import {
  type DatabaseLog,
  databaseConnection,
  inTransaction,
  openEnquiryPool,
} from '../supabase/functions/_shared/enquiry-database.ts'
import { consoleLogger } from '../supabase/functions/_shared/notifications.ts'

export type Database = ReturnType<typeof openPostgres>

/** PGlite stored in `dir` (created on first use), served on a loopback port by pglite-socket. PGlite has one
 * backend that every connection shares, so statements from two connections would interleave: the pool gets
 * exactly one connection, and the socket accepts only one. */
export async function openPglite(dir: string, log: DatabaseLog = consoleLogger): Promise<Database> {
  await mkdir(dir, { recursive: true })
  const db = await PGlite.create(dir)
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()
  const connectionString = `postgres://postgres@${server.getServerConn()}/postgres`
  // No connection timeout: with one connection, a burst queues for it, and the queue is the wait.
  const pool = openEnquiryPool({ connectionString, max: 1, connectionTimeoutMillis: 0 }, log)
  return {
    pool,
    description: `PGlite in ${dir}`,
    async close() {
      await pool.end()
      await server.stop()
      await db.close()
    },
  }
}

/** Over TLS unless the URL says `sslmode=disable`, as the function connects (databaseConnection). */
export function openPostgres(url: string, log: DatabaseLog = consoleLogger, caCertificate?: string) {
  const pool = openEnquiryPool({ ...databaseConnection(url, caCertificate), max: 10 }, log)
  const { host, pathname } = new URL(url)
  return { pool, description: `PostgreSQL at ${host || 'localhost'}${pathname}`, close: () => pool.end() }
}

/** Applies supabase/migrations/*.sql not applied yet, each in its own transaction, recording them where the Supabase
 * CLI does, so that `supabase db push` and this runner agree. Returns the new ones. */
export async function applyMigrations(pool: Database['pool'], dir = 'supabase/migrations'): Promise<string[]> {
  // First the API roles every Supabase database has, which the migrations grant and revoke.
  await pool.query(`
    do $$
    begin
      if not exists (select from pg_roles where rolname = 'anon') then
        create role anon nologin noinherit;
      end if;
      if not exists (select from pg_roles where rolname = 'authenticated') then
        create role authenticated nologin noinherit;
      end if;
      if not exists (select from pg_roles where rolname = 'service_role') then
        create role service_role nologin noinherit bypassrls;
      end if;
    end
    $$;
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations
      (version text primary key, statements text[], name text)`)
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
  const applied: string[] = []
  for (const file of files) {
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!
    const text = await readFile(join(dir, file), 'utf8')
    const done = await inTransaction(pool, async (tx) => {
      // Two processes starting at once must not both apply the same file.
      await tx.query("select pg_advisory_xact_lock(hashtext('supabase_migrations'))")
      const { rows: existing } = await tx.query(
        'select 1 from supabase_migrations.schema_migrations where version = $1',
        [version],
      )
      if (existing.length > 0) return false
      // Without parameters the file goes as one simple query: all its statements, in order.
      await tx.query(text)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [version, [text], name],
      )
      return true
    })
    if (done) applied.push(file)
  }
  return applied
}
