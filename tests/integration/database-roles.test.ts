// What the migrations give each role on a real PostgreSQL server: the function's own role can do
// its work and nothing more, and a role that cannot read the server's settings still migrates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEnquiryPool, type Pool } from '../../supabase/functions/_shared/enquiry-database.ts'
import { createEnquiryStore } from '../../supabase/functions/_shared/enquiry-store.ts'
import { applyMigrations } from '../../local-stack/database.ts'
import { openTestPostgres, type TestDatabase } from '../../local-stack/temporary-databases.ts'

const silent = { error: () => {} }
const enquiry = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: undefined,
  subject: 'General Enquiry',
  message: 'Please call me about a loft conversion.',
}

describe('database roles', () => {
  let database: TestDatabase
  let functionPool: Pool

  beforeAll(async () => {
    database = await openTestPostgres()
    functionPool = openEnquiryPool({ connectionString: database.server!.urlFor('enquiries_function'), max: 2 }, silent)
  }, 120_000)

  afterAll(async () => {
    await functionPool?.end()
    await database?.close()
  })

  it('lets the function’s role store, notify and retry enquiries, and nothing more', async () => {
    const store = createEnquiryStore(functionPool)
    const rateLimit = { globalMax: 50, storeMax: 1000, windowSeconds: 3600 }
    const outcome = await store.submit({
      enquiry,
      idempotencyKey: 'role-test-0001',
      fingerprint: 'f',
      clientCounters: [{ hash: 'h', max: 5 }],
      windowStart: 0,
      rateLimit,
    })
    expect(outcome).toMatchObject({ outcome: 'created', held: false })
    const { id } = (outcome as { enquiry: { id: string } }).enquiry
    await store.markFailed([id], 'Mail service down')
    expect(await store.claimNotifications({ limit: 10, ignoreSchedule: true })).toHaveLength(1)
    await store.markSent([id])
    expect(await store.counts()).toMatchObject({ sent: 1 })

    for (const statement of [
      'delete from public.contact_enquiries',
      'truncate public.contact_rate_limits',
      'drop table public.contact_enquiries',
      'select public.purge_contact_enquiries()',
      'select * from supabase_migrations.schema_migrations',
      'create table public.elsewhere (id int)',
    ]) {
      await expect(functionPool.query(statement), statement).rejects.toThrow(/permission denied|must be owner/)
    }
    expect(await database.sql`select count(*)::int as count from public.contact_enquiries`).toEqual([{ count: 1 }])
  })

  it('lets the function’s role change the notification’s columns only, never a visitor’s words', async () => {
    const [stored] = await database.sql<{ id: string }>`
      insert into public.contact_enquiries (idempotency_key, request_fingerprint, name, email, subject, message)
      values ('role-test-0002', 'f', 'Jane Smith', 'jane@example.co.uk', 'General Enquiry', 'About my loft, please.')
      returning id`
    for (const assignment of [
      "name = 'Someone else'",
      "email = 'attacker@example.com'",
      "message = 'Rewritten by an attacker.'",
      "phone = '0000'",
      "last_contact_at = now() + interval '100 years'",
      'created_at = now()',
    ]) {
      const statement = `update public.contact_enquiries set ${assignment} where id = $1`
      await expect(functionPool.query(statement, [stored!.id]), assignment).rejects.toThrow(/permission denied/)
    }
    // Nor choose the dates when storing one.
    await expect(
      functionPool.query(
        `insert into public.contact_enquiries
           (idempotency_key, request_fingerprint, name, email, subject, message, last_contact_at)
         values ('role-test-0003', 'f', 'Jo', 'jo@example.co.uk', 'General Enquiry', 'Keep me forever.', 'infinity')`,
      ),
    ).rejects.toThrow(/permission denied/)
    const [row] = await database.sql`select name, email, message from public.contact_enquiries where id = ${stored!.id}`
    expect(row).toEqual({ name: 'Jane Smith', email: 'jane@example.co.uk', message: 'About my loft, please.' })
    // What its pipeline changes, it may.
    await functionPool.query(
      "update public.contact_enquiries set notification_status = 'sent', notification_sent_at = now() where id = $1",
      [stored!.id],
    )
  })

  it('skips scheduling with a notice when the migrating role cannot see whether pg_cron is loaded', async () => {
    await database.sql`create role migrator login createrole`
    await database.sql`create database migrated owner migrator`
    const notices: string[] = []
    const pool = openEnquiryPool(
      { connectionString: database.server!.urlFor('migrator').replace(/\/postgres$/, '/migrated'), max: 1 },
      silent,
    )
    pool.on('connect', (client) => client.on('notice', (notice) => notices.push(notice.message ?? '')))
    try {
      expect(await applyMigrations(pool)).toHaveLength(4)
      expect(notices).toContain(
        'This role cannot see whether pg_cron is loaded: schedule the enquiry jobs with cron instead (README, ' +
          '"Enquiries")',
      )
      const { rows } = await pool.query(
        "select count(*)::int as count from pg_tables where tablename = 'contact_enquiries'",
      )
      expect(rows).toEqual([{ count: 1 }])
    } finally {
      await pool.end()
    }
  })
})
