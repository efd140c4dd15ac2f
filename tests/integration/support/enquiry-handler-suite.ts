// The send-contact-email handler against a test database (a real PostgreSQL server or PGlite), with a real SMTP
// server receiving the owner's notifications: the setup the enquiry-*.test.ts files share.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { createBackgroundTasks } from '../../../supabase/functions/_shared/graceful-stop.ts'
import { createEnquiryHandler, type EnquiryHandler } from '../../../supabase/functions/_shared/enquiry-handler.ts'
import { readEnquiryConfig } from '../../../supabase/functions/_shared/enquiry-config.ts'
import { createEnquiryStore, type EnquiryStore } from '../../../supabase/functions/_shared/enquiry-store.ts'
import { createSmtpMailer, type Mailer } from '../../../supabase/functions/_shared/mailers.ts'
import type { Logger } from '../../../supabase/functions/_shared/notifications.ts'
import type { TestDatabase } from '../../../local-stack/temporary-databases.ts'
import { freePort } from '../../../local-stack/free-port.ts'
import { startSmtpSink, type SmtpSink } from '../../../local-stack/smtp-sink.ts'

export const siteOrigin = 'https://www.harbourandhale.test'
export const functionUrl = 'http://127.0.0.1/functions/v1/send-contact-email'
export const env = {
  SITE_ORIGIN: siteOrigin,
  SITE_ORIGINS: 'http://localhost:3000',
  SITE_PREVIEW_ORIGINS: 'https://*--harbour-and-hale.netlify.app',
  RATE_LIMIT_SALT: 'a-test-salt-that-is-long-enough',
  RATE_LIMIT_MAX: '3',
  MAIL_FROM: 'Harbour & Hale website <website@harbourandhale.test>',
  MAIL_TO: 'owner@harbourandhale.test',
  ENQUIRY_JOBS_SECRET: 'jobs-secret-for-tests',
}
export const valid = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '01632 960 001',
  subject: 'Cost Management',
  message: 'Please call me about a two-storey extension.',
}

export const silentLog: Logger = { info: () => {}, error: () => {} }

/** Headers without the ones set to undefined: `Origin: undefined` sends none, as a script would. */
const headersOf = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined))

/** Opens the database and the SMTP server for the calling describe block, and empties both before each test. */
export function enquiryHandlerSuite(openDatabase: () => Promise<TestDatabase>) {
  let database: TestDatabase
  let sink: SmtpSink
  let store: EnquiryStore
  let mailer: Mailer
  let handler: EnquiryHandler
  let downSmtpUrl: string
  // The notifications sent after the answers: the tests wait for them before looking at the mail.
  const tasks = createBackgroundTasks()
  const errors: string[] = []
  const log: Logger = { info: () => {}, error: (message) => void errors.push(message) }

  // Each test is one instant to the handler's clock, so the counts within a rate-limit window (an hour on the wall
  // clock's hours) hold when a test runs across the top of the hour.
  let testStartedAt = Date.now()
  const handlerWith = (overrides: Record<string, string> = {}, withMailer: Mailer = mailer, sendTimeoutMs?: number) =>
    createEnquiryHandler({
      config: readEnquiryConfig({ ...env, ...overrides }),
      store,
      mailer: withMailer,
      log,
      waitUntil: tasks.waitUntil,
      sendTimeoutMs,
      now: () => testStartedAt,
    })

  const answer = (
    body: unknown,
    init: { headers?: Record<string, string | undefined>; client?: string; via?: EnquiryHandler } = {},
  ) =>
    (init.via ?? handler)(
      new Request(functionUrl, {
        method: 'POST',
        // Every browser sends Origin with a POST.
        headers: headersOf({ 'Content-Type': 'application/json', Origin: siteOrigin, ...init.headers }),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { socketAddress: init.client ?? '203.0.113.7' },
    )
  /** Posts, and waits for the notification sent after the answer. */
  const post = async (...args: Parameters<typeof answer>) => {
    const response = await answer(...args)
    expect(await tasks.settled(60_000)).toBe(true)
    return response
  }

  const postForm = async (
    fields: Record<string, string>,
    headers: Record<string, string | undefined> = {},
    via: EnquiryHandler = handler,
  ) => {
    const response = await via(
      new Request(functionUrl, {
        method: 'POST',
        headers: headersOf({
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          Origin: siteOrigin,
          ...headers,
        }),
        body: new URLSearchParams(fields),
      }),
      { socketAddress: '203.0.113.8' },
    )
    expect(await tasks.settled(60_000)).toBe(true)
    return response
  }

  const rows = () => database.sql`select * from public.contact_enquiries order by created_at`

  beforeAll(async () => {
    ;[database, sink] = await Promise.all([openDatabase(), startSmtpSink()])
    store = createEnquiryStore(database.pool)
    mailer = createSmtpMailer(sink.url)
    handler = handlerWith()
    downSmtpUrl = `smtp://127.0.0.1:${await freePort()}`
  }, 180_000)

  afterAll(async () => {
    await mailer?.close?.()
    await Promise.all([database?.close(), sink?.stop()])
  })

  beforeEach(async () => {
    testStartedAt = Date.now()
    await database.reset()
    sink.clear()
    errors.length = 0
  })

  return {
    get database() {
      return database
    },
    get sink() {
      return sink
    },
    get store() {
      return store
    },
    get mailer() {
      return mailer
    },
    get handler() {
      return handler
    },
    /** An SMTP address where nothing listens. */
    get downSmtpUrl() {
      return downSmtpUrl
    },
    tasks,
    errors,
    log,
    handlerWith,
    answer,
    post,
    postForm,
    rows,
  }
}
