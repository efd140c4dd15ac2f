// The local embedded stack (npm start): the site and the function on one origin, PGlite in the
// data folder surviving a restart, the .eml outbox, and the owner's commands while it runs.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredEnquiry } from '../../supabase/functions/_shared/enquiry-store.ts'
import { functionPath, startLocalStack, type LocalStack } from '../../local-stack/local-stack.ts'
import { sqlOver } from '../../local-stack/temporary-databases.ts'

const valid = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  subject: 'Project Management',
  message: 'We need a project manager for a refurbishment.',
}

describe('the local stack', () => {
  let dir: string
  let siteRoot: string
  let dataDir: string
  let stack: LocalStack | undefined
  const printed: string[] = []
  const env = { SITE_ORIGIN: 'http://localhost:3100' }

  const start = () =>
    startLocalStack({ port: 0, host: '127.0.0.1', dataDir, siteRoot, env, print: (line) => printed.push(line) })

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'enquiries-stack-'))
    siteRoot = join(dir, 'site')
    dataDir = join(dir, 'data')
    await mkdir(siteRoot)
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><title>Home</title>')
    await writeFile(join(siteRoot, '404.html'), '<!doctype html><title>Not found</title>')
    stack = await start()
  }, 180_000)

  afterAll(async () => {
    await stack?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves the site and the function on one origin, and saves the email to the outbox', async () => {
    const page = await fetch(`${stack!.url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Home</title>')
    expect((await fetch(`${stack!.url}/no-such-page`)).status).toBe(404)

    const response = await fetch(`${stack!.url}${functionPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3100' },
      body: JSON.stringify(valid),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3100')
    const { id } = (await response.json()) as { id: string }

    // The email goes after the answer.
    expect(await stack!.settled()).toBe(true)
    const files = await readdir(join(dataDir, 'outbox'))
    expect(files).toEqual([`${id}.eml`])
    const mail = await simpleParser(await readFile(join(dataDir, 'outbox', files[0]!)))
    expect(mail.subject).toBe('Website enquiry: Project Management')
    // The business's own address, from content/site.yaml, is the default recipient.
    expect(mail.to).toMatchObject({ value: [{ address: 'hello@harbourandhale.co.uk' }] })
    expect(mail.replyTo?.value[0]?.address).toBe(valid.email)
    expect(mail.text).toContain(valid.message)
    expect(printed).toEqual([expect.stringContaining(`${id}.eml`)])
  })

  it('redirects a form post to the configured origin', async () => {
    const response = await fetch(`${stack!.url}${functionPath}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: 'http://localhost:3100',
      },
      body: new URLSearchParams({ ...valid, message: 'Posted from a browser without JavaScript.', consent: 'on' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('http://localhost:3100/contact/thank-you')
    expect(await stack!.settled()).toBe(true)
  })

  it('answers TRACE with 405 and a forged Host header without a server error', async () => {
    const { request } = await import('node:http')
    const raw = (method: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { port } = new URL(stack!.url)
        const req = request({ host: '127.0.0.1', port, method, path: functionPath, headers }, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, body }))
        })
        req.on('error', reject).end()
      })
    const trace = await raw('TRACE', {})
    expect(trace.status).toBe(405)
    expect(trace.body).not.toMatch(/at .*\.ts:\d+/)
    const badHost = await raw('GET', { Host: 'exa mple:99999' })
    expect(badHost.status).toBe(405)
  })

  it('lists the enquiries through `npm run enquiries` while it holds the database', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'local-stack/enquiries.ts', 'list', '--json'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    )
    const listed = JSON.parse(stdout) as StoredEnquiry[]
    expect(listed.map((enquiry) => enquiry.message)).toEqual([
      'Posted from a browser without JavaScript.',
      valid.message,
    ])
    expect(listed.every((enquiry) => enquiry.notificationStatus === 'sent')).toBe(true)
  }, 60_000)

  it('records a contact, and lists stored control characters escaped, never raw', async () => {
    const [{ id }] = (await sqlOver(stack!.database.pool)`
      insert into public.contact_enquiries
        (idempotency_key, request_fingerprint, name, email, subject, message, notification_status, notification_sent_at)
      values ('legacy-row-0002', 'x', ${'Mallory\u001b[2J\u0007'}, 'm@example.com', 'General Enquiry',
              ${'Hi\u202e there\u009b31m'}, 'sent', now())
      returning id`) as unknown as [{ id: string }]
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'local-stack/enquiries.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      })
    const { stdout } = await cli('list')
    expect(stdout).toContain('Mallory\\u{001B}[2J\\u{0007}')
    expect(stdout).toContain('Hi\\u{202E} there\\u{009B}31m')
    expect(stdout).not.toMatch(/[\u0007\u001b\u009b\u202e]/)
    const json = await cli('list', '--json')
    expect(json.stdout).not.toMatch(/[\u0007\u001b\u009b\u202e]/)

    await sqlOver(
      stack!.database.pool,
    )`update public.contact_enquiries set last_contact_at = now() - interval '1 year' where id = ${id}`
    expect((await cli('contacted', id)).stdout).toContain(`Recorded: in contact with enquiry ${id} today`)
    const [row] = await sqlOver(
      stack!.database.pool,
    )`select last_contact_at > now() - interval '1 minute' as recent from public.contact_enquiries where id = ${id}`
    expect(row!.recent).toBe(true)
    await expect(cli('contacted', '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/No enquiry/)
    await sqlOver(stack!.database.pool)`delete from public.contact_enquiries where id = ${id}`
  }, 60_000)

  it("passes `npm run check:deployed` but for TLS and pg_cron's jobs, and stores and sends nothing", async () => {
    const before = await stack!.store.counts()
    // PGlite has no pg_cron: the retry and purge jobs are missing, as they would be on a Supabase project whose
    // migrations did not schedule them, and the command fails naming them.
    const failure = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'build/check-deployed.ts',
      `${stack!.url}${functionPath}`,
      '--origin',
      'http://localhost:3100',
      '--function-only',
    ]).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure?.code).toBe(1)
    const stdout = failure!.stdout
    expect(stdout).toContain('3 checks failed.')
    expect(stdout).toContain('the database answers; the address arrives (from the connection)')
    // PGlite's socket speaks no TLS: said as the live function's plain connection would be.
    expect(stdout).toMatch(/FAIL {2}the function reaches the database over TLS\n.*NOT encrypted/)
    expect(stdout).toMatch(/ok {4}the owner is hearing of every enquiry/)
    expect(stdout).toMatch(/FAIL {2}the notification retry \(every 10 minutes\) is scheduled\n.*no pg_cron job/)
    expect(stdout).toMatch(/FAIL {2}the retention purge \(daily\) is scheduled\n.*no pg_cron job/)
    expect(await stack!.store.counts()).toEqual(before)
  }, 60_000)

  it('refuses a second stack on the same data folder', async () => {
    await expect(start()).rejects.toThrow(/Another local stack is already using/)
  })

  it('keeps the enquiries across a restart', async () => {
    await stack!.close()
    stack = undefined
    stack = await start()
    expect(await stack.store.counts()).toEqual({ pending: 0, held: 0, sent: 2, failed: 0 })
  }, 120_000)
})
