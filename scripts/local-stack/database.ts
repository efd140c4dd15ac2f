// The enquiry database for the local stack, the owner's commands and the tests: PGlite in a folder
// by default (no server to install), or any PostgreSQL server through DATABASE_URL. Both are used
// through postgres.js, as the Edge Function uses Supabase's database.
import { mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import postgres, { type Sql } from 'postgres'

export interface Database {
  sql: Sql
  /** For messages: "PGlite in .data/pglite" or the server's host and database. */
  description: string
  close(): Promise<void>
}

export const migrationsDir = 'supabase/migrations'

const quiet = { onnotice: () => {} }

/**
 * PGlite stored in `dir` (created on first use), served on a loopback port by pglite-socket.
 * PGlite has a single backend that every connection shares, so statements from two connections
 * would interleave: postgres.js gets exactly one connection, and the socket accepts only one.
 */
export async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true })
  const db = await PGlite.create(dir)
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()
  const [, port] = server.getServerConn().split(':')
  const sql = postgres({ host: '127.0.0.1', port: Number(port), user: 'postgres', database: 'postgres', max: 1, ...quiet })
  return {
    sql,
    description: `PGlite in ${dir}`,
    async close() {
      await sql.end({ timeout: 5 })
      await server.stop()
      await db.close()
    },
  }
}

export function openPostgres(url: string): Database {
  const sql = postgres(url, { max: 10, connect_timeout: 10, ...quiet })
  const { host, port, database } = sql.options
  return { sql, description: `PostgreSQL at ${host.join(',')}:${port.join(',')}/${database}`, close: () => sql.end({ timeout: 5 }) }
}

/**
 * Applies supabase/migrations/*.sql that the database has not had yet, each in its own transaction,
 * recording them where the Supabase CLI does (supabase_migrations.schema_migrations), so that
 * `supabase db push` and this runner agree about what has been applied. Returns the new ones.
 */
export async function applyMigrations(sql: Sql, dir = migrationsDir): Promise<string[]> {
  await createSupabaseRoles(sql)
  await sql`create schema if not exists supabase_migrations`
  await sql`create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
  const applied: string[] = []
  for (const file of files) {
    const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!
    const text = await readFile(join(dir, file), 'utf8')
    const done = await sql.begin(async (tx) => {
      // Two processes starting at once must not both apply the same file.
      await tx`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`
      const [existing] = await tx`select 1 from supabase_migrations.schema_migrations where version = ${version!}`
      if (existing) return false
      await tx.unsafe(text).simple()
      await tx`insert into supabase_migrations.schema_migrations (version, statements, name) values (${version!}, ${[text]}, ${name!})`
      return true
    })
    if (done) applied.push(file)
  }
  return applied
}

/** The API roles every Supabase database has, which the migrations grant and revoke. */
async function createSupabaseRoles(sql: Sql): Promise<void> {
  await sql`
    do $$
    begin
      if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
      if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
      if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
    end
    $$`
}
