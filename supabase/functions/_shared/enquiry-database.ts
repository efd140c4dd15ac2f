// The enquiry database's pool, node-postgres in Node and Deno (`npm:pg`), which survives the server restarting
// (docs/enquiries.md, "Never half-stored, never down"): a lost idle connection is reported to the 'error' listener.
// @ts-types="npm:@types/pg@8.23.1"
import pg from 'pg'
// @ts-types="npm:@types/pg@8.23.1"
import type { Pool, PoolClient, PoolConfig } from 'pg'
import { type Logger, reasonOf } from './notifications.ts'

export type { Pool, PoolClient }

export type DatabaseLog = Pick<Logger, 'error'>

/** The sslmode values of a connection string (as libpq reads them) the function accepts. */
const tlsModes = ['require', 'verify-ca', 'verify-full', 'disable'] as const

/**
 * The pool's connection to `url`, encrypted unless the URL says `sslmode=disable`: enquiries (names, addresses,
 * messages) cross the network to the database, and Supabase's "Enforce SSL" refuses plain connections. `require`
 * (the default) encrypts; with `caCertificate` (Supabase's CA, DATABASE_CA_CERT), or with `verify-ca` or
 * `verify-full`, the server's certificate is checked too, and with `verify-full` its name. node-postgres reads the
 * modes otherwise (its `require` checks the certificate against the system's authorities, which Supabase's is not
 * signed by), so the mode is taken out of the URL and given as its TLS options.
 */
export function databaseConnection(url: string, caCertificate?: string): PoolConfig {
  const parsed = new URL(url)
  const mode = parsed.searchParams.get('sslmode') ?? 'require'
  if (!(tlsModes as readonly string[]).includes(mode))
    throw new Error(`The database URL's sslmode=${mode} is not supported: use ${tlsModes.join(', ')}`)
  parsed.searchParams.delete('sslmode')
  const ca = caCertificate?.trim() || undefined
  const anyName = () => undefined
  const ssl =
    mode === 'disable'
      ? false
      : mode === 'verify-full'
        ? { ca }
        : mode === 'verify-ca' || ca
          ? { ca, checkServerIdentity: anyName }
          : { rejectUnauthorized: false }
  return { connectionString: parsed.href, ssl }
}

/** Whether the connection is encrypted, for /health: node-postgres keeps its socket as `connection.stream`, a
 * TLSSocket (`encrypted`) once TLS is negotiated, in Node and Deno alike. It has no public way to ask; if that
 * internal goes, this says so rather than answering false. */
export function isEncrypted(client: PoolClient): boolean {
  const stream = (client as unknown as { connection?: { stream?: { encrypted?: boolean } } }).connection?.stream
  if (stream === undefined) throw new Error('node-postgres no longer exposes its socket: update isEncrypted')
  return stream.encrypted === true
}

/** A pool that never ends the process: errors on idle connections are logged, and a connection not made within
 * `connectionTimeoutMillis` fails the request that wanted it. */
export function openEnquiryPool(config: PoolConfig, log: DatabaseLog): Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: 5_000, idleTimeoutMillis: 20_000, ...config })
  pool.on('error', (error) => log.error('Database connection lost', { reason: reasonOf(error) }))
  // A connection may be lost while a caller holds it, even before the caller's next line runs (a new connection's
  // first read can carry the server's "terminating connection"): its statement then rejects, but the 'error' event
  // would end the process if nothing listened, so every connection is listened to for its whole life.
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

/** Runs `work` in a transaction on one connection, discarded rather than returned if it broke on the way. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken = false
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true))
    throw error
  } finally {
    client.release(broken)
  }
}
