// Supabase Edge Function entry (Deno): the runtime-neutral handler in ../_shared wired to the database pool and
// the mailer, configured from the function's secrets. Deploy: supabase functions deploy send-contact-email
// (docs/deploying.md).
import { createEnquiryHandler, type EnquiryHandler } from '../_shared/enquiry-handler.ts'
import { readEnquiryConfig } from '../_shared/enquiry-config.ts'
import { databaseConnection, openEnquiryPool, type Pool } from '../_shared/enquiry-database.ts'
import { createBackgroundTasks, gracefulHandler, stopInOrder, type WaitUntil } from '../_shared/graceful-stop.ts'
import { createEnquiryStore } from '../_shared/enquiry-store.ts'
import { createMailer } from '../_shared/mailers.ts'
import { reasonOf } from '../_shared/notifications.ts'

const env = Deno.env.toObject()
// On Supabase the runtime keeps the instance alive for the notification sent after the answer
// (https://supabase.com/docs/guides/functions/background-tasks) and stops the instance itself; elsewhere (the tests,
// `deno run` on a server of your own) the process lives on, and this tracker lets a stop wait for the notifications.
declare const EdgeRuntime: { waitUntil: WaitUntil } | undefined
const onSupabase = typeof EdgeRuntime !== 'undefined'
const tasks = createBackgroundTasks()
const waitUntil: WaitUntil = onSupabase ? (task) => EdgeRuntime!.waitUntil(task) : tasks.waitUntil

function unavailable(reason: string): EnquiryHandler {
  console.error(reason)
  return async () =>
    Response.json({ error: 'The enquiry service is not available. Please try again later.' }, { status: 503 })
}

let pool: Pool | undefined

function createHandler(): EnquiryHandler {
  // DATABASE_URL: the least-privileged role the migrations create (docs/deploying.md); without it,
  // Supabase's own SUPABASE_DB_URL, which connects as the database owner.
  const databaseUrl = env.DATABASE_URL || env.SUPABASE_DB_URL
  if (!databaseUrl)
    return unavailable('send-contact-email: set DATABASE_URL (or run on Supabase, which sets SUPABASE_DB_URL)')
  try {
    const config = readEnquiryConfig(env)
    if (config.mail.transport.kind === 'none')
      console.error(
        'send-contact-email: no mail transport (RESEND_API_KEY or SMTP_URL): enquiries are stored but stay pending',
      )
    if (!env.DATABASE_URL)
      console.error(
        'send-contact-email: connected as the database owner; set DATABASE_URL to the enquiries_function role',
      )
    // Unnamed statements only (node-postgres' default), so Supabase's transaction pooler (port 6543) works too.
    pool = openEnquiryPool({ ...databaseConnection(databaseUrl, env.DATABASE_CA_CERT), max: 3 }, console)
    const mailer = createMailer(config.mail.transport)
    return createEnquiryHandler({ config, store: createEnquiryStore(pool), mailer, waitUntil })
  } catch (error) {
    return unavailable(reasonOf(error))
  }
}

const { handler, drain } = gracefulHandler(createHandler())

const server = Deno.serve(
  {
    port: Number(env.PORT) || 8000,
    onListen: ({ port }) => console.info(`send-contact-email listening on port ${port}`),
  },
  // The handler decides whom to believe (CLIENT_IP_HEADER on Supabase, else this socket address).
  (request, info) =>
    handler(request, { socketAddress: info.remoteAddr.transport === 'tcp' ? info.remoteAddr.hostname : undefined }),
)

// SIGTERM off Supabase: turn new requests away, answer those in flight, then stop as stopInOrder says and exit.
if (!onSupabase) {
  Deno.addSignalListener('SIGTERM', async () => {
    await stopInOrder(
      drain(),
      () => server.shutdown(),
      tasks,
      async () => await pool?.end(),
    )
    Deno.exit(0)
  })
}
