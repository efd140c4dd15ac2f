// The privacy policy's rights as the owner's commands: `npm run enquiries -- find | export | erase <address>` finds
// every enquiry from one person, writes them to a file the owner can send, and erases them with what is stored with
// them, against a real PostgreSQL server (as against Supabase's, over TLS) and the local PGlite database with its
// outbox; what each prints never names the address.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations, openPglite } from '../../local-stack/database.ts'
import { openTestPostgres, type Sql, sqlOver, type TestDatabase } from '../../local-stack/temporary-databases.ts'

const address = 'jane.smith@example.co.uk'

/** Two enquiries from Jane (one typed with capitals) and one from someone else; returns Jane's ids, then theirs. */
async function seed(sql: Sql): Promise<string[]> {
  const rows = await sql<{ id: string; email: string }>`
    insert into public.contact_enquiries (idempotency_key, request_fingerprint, name, email, phone, subject, message)
    values ('rights-key-0001', 'x', 'Jane Smith', ${address}, '07700 900123', 'Cost Management',
            ${'A cost plan for two houses.\nPlease call after 5.'}),
           ('rights-key-0002', 'x', 'Jane Smith', 'Jane.Smith@Example.co.uk', null, 'General Enquiry',
            'A second question about fees.'),
           ('rights-key-0003', 'x', 'Sam Jones', 'sam@example.com', null, 'General Enquiry', 'Someone else entirely.')
    returning id::text, email`
  return rows.map((row) => row.id)
}

function commands(env: Record<string, string>) {
  return async (...args: string[]) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'local-stack/enquiries.ts', ...args],
      { env: { ...process.env, ...env } },
    )
    // Said of what was done, never of whom: a terminal's scrollback or a log keeps what is printed.
    expect(stdout.toLowerCase()).not.toContain('jane.smith')
    return stdout
  }
}

describe('one person’s enquiries in PostgreSQL', () => {
  let database: TestDatabase
  let dir: string
  let ids: string[]
  let enquiries: ReturnType<typeof commands>

  beforeAll(async () => {
    ;[database, dir] = await Promise.all([openTestPostgres(), mkdtemp(join(tmpdir(), 'enquiry-rights-'))])
    ids = (await seed(database.sql)).slice(0, 2)
    enquiries = commands({ DATABASE_URL: database.url!, DATA_DIR: join(dir, 'data') })
  }, 60_000)

  afterAll(async () => {
    await database?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('finds every enquiry from the address, whatever its case', async () => {
    const stdout = await enquiries('find', address)
    expect(stdout).toContain('2 enquiries from that address.')
    for (const id of ids) expect(stdout).toContain(id)
  }, 60_000)

  it('exports them to a file the owner can send, which only the owner may read', async () => {
    const file = join(dir, 'for-jane.txt')
    expect(await enquiries('export', address, '--out', file)).toContain(`Wrote 2 enquiries to ${file}.`)
    const text = await readFile(file, 'utf8')
    expect(text).toMatch(/^The enquiries Harbour & Hale holds from your email address\n/)
    for (const expected of [
      `Enquiry 1 of 2 (reference ${ids[0]})`,
      'Phone:         07700 900123',
      '    A cost plan for two houses.\n    Please call after 5.',
      'Email:         Jane.Smith@Example.co.uk',
      'A second question about fees.',
    ])
      expect(text).toContain(expected)
    expect(text).not.toContain('Someone else')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    // Never over an earlier export, which may be someone else's.
    await expect(enquiries('export', address, '--out', file)).rejects.toThrow(/already exists: delete it/)
  }, 60_000)

  it('erases them, and only them', async () => {
    expect(await enquiries('erase', address)).toMatch(/^Erased 2 enquiries: .*\(/)
    const left = await database.sql<{ name: string }>`select name from public.contact_enquiries`
    expect(left).toEqual([{ name: 'Sam Jones' }])
    expect(await enquiries('find', address)).toContain('0 enquiries from that address.')
    expect(await enquiries('erase', address)).toContain('No enquiry from that address: nothing erased.')
  }, 60_000)

  it('refuses what is not an email address', async () => {
    await expect(enquiries('erase', 'jane')).rejects.toThrow(/Give the email address the enquiries were sent from/)
  }, 60_000)
})

describe('one person’s enquiries in the local database', () => {
  let dir: string
  let ids: string[]
  let other: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'enquiry-rights-local-'))
    const database = await openPglite(join(dir, 'pglite'), { error: () => {} })
    try {
      await applyMigrations(database.pool)
      ;[ids, other] = await seed(sqlOver(database.pool)).then((all) => [all.slice(0, 2), all[2]!] as const)
    } finally {
      await database.close()
    }
    // The copies of their notifications the outbox keeps, and another visitor's.
    await mkdir(join(dir, 'outbox'))
    for (const id of [...ids, other]) await writeFile(join(dir, 'outbox', `${id}.eml`), 'Subject: an enquiry\r\n\r\n')
  }, 60_000)

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('erases them with their notification emails', async () => {
    const enquiries = commands({ DATABASE_URL: '', DATA_DIR: dir })
    expect(await enquiries('erase', address)).toMatch(/^Erased 2 enquiries and 2 saved notification email\(s\)/)
    expect(await readdir(join(dir, 'outbox'))).toEqual([`${other}.eml`])
    expect(await enquiries('find', address)).toContain('0 enquiries from that address.')
  }, 60_000)
})
