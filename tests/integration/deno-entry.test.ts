// The Edge Function's own entry (supabase/functions/send-contact-email/index.ts) under Deno, as
// Supabase runs it: type-checked, served by Deno.serve, called by supabase-js functions.invoke,
// storing in PostgreSQL and notifying through the email API's contract (a local stand-in).
import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { promisify } from 'node:util'
import { createClient, FunctionsHttpError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestPostgres, type TestDatabase } from '../../local-stack/temporary-databases.ts'
import { freePort } from '../../local-stack/free-port.ts'
import { deno, denoArgs, denoDir, functionOrigin as siteOrigin } from '../../local-stack/function-process.ts'
import { type RunningProcess, startProcess } from '../../local-stack/child-process.ts'
import { startResendStandIn, type ResendStandIn } from '../../local-stack/resend-stand-in.ts'

const valid = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  subject: "Employer's Agent",
  message: 'Could you act as employer’s agent on a new build?',
}

/** The site's client, as the contact form creates it: supabase-js with the function's origin as its URL. */
function supabaseClient(url: string) {
  return createClient(url, 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket, which supabase-js wants for realtime; this test never opens a channel.
    realtime: { transport: NoWebSocket as never },
  })
}

class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by the contact form')
  }
}

const jobsSecret = 'jobs-secret-for-the-deno-tests'

describe('the Deno entry', () => {
  let database: TestDatabase
  let resend: ResendStandIn
  let server: RunningProcess | undefined
  let url: string

  beforeAll(async () => {
    mkdirSync(denoDir, { recursive: true })
    ;[database, resend] = await Promise.all([openTestPostgres(), startResendStandIn()])
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    const env: Record<string, string | undefined> = {
      ...process.env,
      DENO_DIR: denoDir,
      NO_COLOR: '1',
      PORT: String(port),
      DATABASE_URL: database.url,
      SITE_ORIGIN: siteOrigin,
      RATE_LIMIT_SALT: 'a-test-salt-that-is-long-enough',
      MAIL_FROM: 'Harbour & Hale website <website@harbourandhale.test>',
      MAIL_TO: 'owner@harbourandhale.test',
      RESEND_API_KEY: resend.apiKey,
      RESEND_API_URL: resend.url,
      ENQUIRY_JOBS_SECRET: jobsSecret,
    }
    for (const name of ['SMTP_URL', 'SUPABASE_DB_URL', 'SB_REGION', 'CLIENT_IP_HEADER']) delete env[name]
    server = await startProcess(deno, ['run', '--allow-net', '--allow-env', ...denoArgs], {
      env,
      ready: 'send-contact-email listening',
      timeoutMs: 170_000,
    })
  }, 180_000)

  afterAll(async () => {
    await Promise.all([server?.stop(), database?.close(), resend?.stop()])
  })

  it('type-checks under Deno', async () => {
    await expect(
      promisify(execFile)(deno, ['check', ...denoArgs], { env: { ...process.env, DENO_DIR: denoDir, NO_COLOR: '1' } }),
    ).resolves.toBeDefined()
  }, 120_000)

  it('answers supabase-js functions.invoke: stores the enquiry and sends the email through the API', async () => {
    const supabase = supabaseClient(url)
    const { data, error } = await supabase.functions.invoke('send-contact-email', {
      body: valid,
      // A browser adds Origin itself.
      headers: { 'Idempotency-Key': 'deno-test-key-0001', Origin: siteOrigin },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ ok: true, id: expect.any(String) })

    // Answered once stored; the email follows the answer (EdgeRuntime.waitUntil on Supabase).
    const rows = await database.sql`select * from public.contact_enquiries`
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: data.id, name: valid.name, subject: valid.subject })
    await expect
      .poll(
        async () =>
          (await database.sql`select notification_status from public.contact_enquiries where id = ${data.id}`)[0]!
            .notification_status,
        { timeout: 20_000 },
      )
      .toBe('sent')
    expect(resend.sent).toHaveLength(1)
    const [{ headers, body }] = resend.sent as [(typeof resend.sent)[0]]
    expect(headers.authorization).toBe(`Bearer ${resend.apiKey}`)
    expect(headers['idempotency-key']).toBe(`enquiry-notification/${data.id}`)
    expect(body).toMatchObject({
      from: 'Harbour & Hale website <website@harbourandhale.test>',
      to: ['owner@harbourandhale.test'],
      reply_to: valid.email,
      subject: "Website enquiry: Employer's Agent",
    })
    expect(body.text).toContain(valid.message)
    expect(body.html).toContain('Employer&#39;s Agent')

    // The same submission again (a retry after a lost answer) is not stored or sent twice.
    const again = await supabase.functions.invoke('send-contact-email', {
      body: valid,
      headers: { 'Idempotency-Key': 'deno-test-key-0001', Origin: siteOrigin },
    })
    expect(again.data).toEqual(data)
    expect(await database.sql`select count(*)::int as count from public.contact_enquiries`).toEqual([{ count: 1 }])
    expect(resend.sent).toHaveLength(1)
  })

  it('gives supabase-js an error carrying the status and the field', async () => {
    const supabase = supabaseClient(url)
    const { data, error } = await supabase.functions.invoke('send-contact-email', {
      body: { ...valid, subject: '' },
      headers: { Origin: siteOrigin },
    })
    expect(data).toBeNull()
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Please select a subject', field: 'subject' })
  })

  it('keeps the enquiry pending when the email API fails', async () => {
    resend.failWith(500)
    const attempted = () => database.sql`
      select * from public.contact_enquiries where message like 'The API is down%' and notification_attempts > 0`
    try {
      const response = await fetch(`${url}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
        body: JSON.stringify({ ...valid, message: 'The API is down while this is sent.' }),
      })
      expect(response.status).toBe(200)
      // The attempt comes after the answer: wait for it while the API still fails.
      await expect.poll(async () => (await attempted()).length, { timeout: 20_000 }).toBe(1)
    } finally {
      resend.failWith(undefined)
    }
    const [row] = await attempted()
    expect(row).toMatchObject({ notification_status: 'pending', notification_attempts: 1 })
    expect(row!.notification_last_error).toContain('Email API answered 500')
  })

  it('keeps enquiries pending while the key is revoked, says so on /health, and sends each once it works', async () => {
    const health = async () => {
      const response = await fetch(`${url}/functions/v1/send-contact-email/health`)
      return { status: response.status, text: await response.text() }
    }
    const retry = async () => {
      const response = await fetch(`${url}/functions/v1/send-contact-email/retry`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${jobsSecret}` },
      })
      expect(response.status).toBe(200)
    }
    const mine = () => database.sql`select * from public.contact_enquiries where message like 'Sent while revoked%'`
    const emailsOfMine = () =>
      resend.sent.filter((request) => String(request.body.text).includes('Sent while revoked')).length
    // Whatever earlier tests left unsent goes first, so that /health speaks of this test's enquiries only.
    await database.sql`update public.contact_enquiries set notification_next_attempt_at = now()`
    await retry()
    expect((await health()).status).toBe(200)

    resend.revokeKey(true)
    try {
      for (const index of [1, 2]) {
        const response = await fetch(`${url}/functions/v1/send-contact-email`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
          body: JSON.stringify({ ...valid, message: `Sent while revoked, enquiry ${index}.` }),
        })
        expect(response.status).toBe(200)
      }
      await expect
        .poll(async () => (await mine()).filter((row) => Number(row.notification_attempts) > 0).length)
        .toBe(2)
      const during = await health()
      expect(during.status).toBe(503)
      expect(during.text).toContain('Email API answered 401')
      expect(during.text).not.toContain(resend.apiKey)
      // Ten minutes of the retry job's runs, as fake time in the table, while the key is still refused.
      for (let minute = 1; minute <= 10; minute += 1) {
        await database.sql`
          update public.contact_enquiries
          set created_at = created_at - interval '1 minute',
              notification_next_attempt_at = notification_next_attempt_at - interval '1 minute'`
        await retry()
      }
      expect((await mine()).map((row) => row.notification_status)).toEqual(['pending', 'pending'])
      expect((await health()).status).toBe(503)
    } finally {
      resend.revokeKey(false)
    }
    await database.sql`update public.contact_enquiries set notification_next_attempt_at = now()`
    await retry()
    await retry()
    expect((await mine()).map((row) => row.notification_status)).toEqual(['sent', 'sent'])
    expect(emailsOfMine()).toBe(2)
    expect((await health()).status).toBe(200)
  }, 60_000)

  it('answers 503 when it is not configured, rather than losing enquiries silently', async () => {
    const port = await freePort()
    const unconfigured = await startProcess(deno, ['run', '--allow-net', '--allow-env', ...denoArgs], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_DIR: denoDir,
        NO_COLOR: '1',
        PORT: String(port),
        DATABASE_URL: database.url,
      },
      ready: 'listening',
    })
    try {
      const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-contact-email`, {
        method: 'POST',
        body: '{}',
      })
      expect(response.status).toBe(503)
      expect(unconfigured.output()).toContain('SITE_ORIGIN is required')
    } finally {
      await unconfigured.stop()
    }
  }, 60_000)
})
