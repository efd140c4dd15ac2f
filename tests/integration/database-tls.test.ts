// Enquiries cross the network to the database encrypted: the Edge Function's Deno entry and the owner's commands
// connect with TLS by default (databaseConnection), to a PostgreSQL server with `ssl = on` and a certificate made for
// the test that, as Supabase's "Enforce SSL" does, refuses plain connections.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations, openPostgres } from '../../local-stack/database.ts'
import {
  type FunctionProcess,
  functionOrigin,
  sendEnquiry,
  startDenoFunction,
} from '../../local-stack/function-process.ts'
import { startPostgresServer, type PostgresServer } from '../../local-stack/postgres-server.ts'
import { sqlOver } from '../../local-stack/temporary-databases.ts'
import { databaseConnection } from '../../supabase/functions/_shared/enquiry-database.ts'

const silent = { error: () => {} }

/** Whether a connection of its own, made with `config`, is encrypted. */
async function queryOnce(config: pg.ClientConfig) {
  const client = new pg.Client(config)
  client.on('error', () => {})
  try {
    await client.connect()
    return (await client.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()')).rows[0]
  } finally {
    await client.end().catch(() => {})
  }
}

describe('TLS to the database', () => {
  let server: PostgresServer
  let fn: FunctionProcess | undefined

  beforeAll(async () => {
    server = await startPostgresServer({ tls: 'required' })
    const database = openPostgres(server.url, silent)
    try {
      await applyMigrations(database.pool)
    } finally {
      await database.close()
    }
  }, 60_000)

  afterAll(async () => {
    await fn?.dispose()
    await server?.stop()
  })

  it('refuses a plain connection when TLS is required', async () => {
    await expect(queryOnce({ connectionString: `${server.url}?sslmode=disable` })).rejects.toThrow(/no encryption/)
  })

  it('stores an enquiry from the Deno entry, over TLS', async () => {
    fn = await startDenoFunction({ DATABASE_URL: server.url })
    const sent = await sendEnquiry(fn.url, 'over-tls-0001')
    expect(sent.status).toBe(200)
    const database = openPostgres(server.url, silent)
    try {
      const sql = sqlOver(database.pool)
      expect(await sql`select name from public.contact_enquiries where id = ${sent.id}`).toEqual([
        { name: 'Visitor over-tls-0001' },
      ])
      // The function's pool keeps its connections a while; every connection but this one is the function's.
      const theirs = await sql<{ ssl: boolean }>`
        select s.ssl from pg_stat_ssl s join pg_stat_activity a using (pid)
        where a.backend_type = 'client backend' and a.pid <> pg_backend_pid()`
      expect(theirs.length).toBeGreaterThan(0)
      expect(theirs.every((row) => row.ssl)).toBe(true)
      // And says so on /health, which `npm run check:deployed` reads from the live function.
      const health = (await (await fetch(`${fn.url}/health`)).json()) as { databaseTls?: boolean }
      expect(health.databaseTls).toBe(true)
    } finally {
      await database.close()
    }
    const checked = await promisify(execFile)(process.execPath, [
      ...['--import', 'tsx', 'build/check-deployed.ts', fn.url, '--origin', functionOrigin, '--function-only'],
    ]).catch((error: { stdout: string }) => error)
    expect(checked.stdout).toMatch(/ok {4}the function reaches the database over TLS\n\s+its connection is encrypted/)
  }, 180_000)

  it('checks the server’s certificate and name when given its authority', async () => {
    expect(await queryOnce(databaseConnection(`${server.url}?sslmode=verify-full`, server.certificate))).toEqual({
      ssl: true,
    })
    // Another authority's certificate: not the server's, so refused.
    const other = await startPostgresServer()
    try {
      await expect(queryOnce(databaseConnection(server.url, other.certificate))).rejects.toThrow(/certificate/)
      // And the same authority for a name the certificate does not carry.
      const byName = server.url.replace('127.0.0.1', 'localhost')
      await expect(queryOnce(databaseConnection(`${byName}?sslmode=verify-full`, server.certificate))).rejects.toThrow(
        /localhost/,
      )
    } finally {
      await other.stop()
    }
  }, 60_000)

  it('does not fall back to a plain connection when the server offers no TLS', async () => {
    const plain = await startPostgresServer({ tls: 'none' })
    try {
      await expect(queryOnce(databaseConnection(plain.url))).rejects.toThrow(/does not support SSL/)
      expect(await queryOnce(databaseConnection(`${plain.url}?sslmode=disable`))).toEqual({ ssl: false })
    } finally {
      await plain.stop()
    }
  }, 60_000)
})
