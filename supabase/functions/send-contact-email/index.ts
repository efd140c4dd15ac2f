// Supabase Edge Function entry (Deno): wires the runtime-neutral handler in ../_shared to
// postgres.js and the mailer, all configured from the function's secrets.
// Deploy: supabase functions deploy send-contact-email (README, "Enquiries").
import postgres from 'postgres'
import { createBackgroundTasks, type WaitUntil } from '../_shared/background-tasks.ts'
import { createContactHandler, type ContactHandler } from '../_shared/contact-handler.ts'
import { readEnquiryConfig } from '../_shared/enquiry-config.ts'
import { createEnquiryStore } from '../_shared/enquiry-store.ts'
import { createMailer } from '../_shared/mailers.ts'

const env = Deno.env.toObject()
// Supabase gives every function SUPABASE_DB_URL; DATABASE_URL overrides it.
const databaseUrl = env.DATABASE_URL || env.SUPABASE_DB_URL
// On Supabase the runtime keeps the instance alive for the notification sent after the answer
// (https://supabase.com/docs/guides/functions/background-tasks); elsewhere (the tests, `deno run`
// on a server of your own) the process lives on anyway, and this tracker only keeps count.
declare const EdgeRuntime: { waitUntil: WaitUntil } | undefined
const waitUntil: WaitUntil = typeof EdgeRuntime !== 'undefined' ? (task) => EdgeRuntime!.waitUntil(task) : createBackgroundTasks().waitUntil

function unavailable(reason: string): ContactHandler {
  console.error(reason)
  return () => Promise.resolve(Response.json({ error: 'The enquiry service is not available. Please try again later.' }, { status: 503 }))
}

function createHandler(): ContactHandler {
  if (!databaseUrl) return unavailable('send-contact-email: set DATABASE_URL (or run on Supabase, which sets SUPABASE_DB_URL)')
  try {
    const config = readEnquiryConfig(env)
    if (config.mail.transport.kind === 'none') {
      console.error('send-contact-email: no mail transport (RESEND_API_KEY or SMTP_URL): enquiries are stored but stay pending')
    }
    // prepare: false keeps it compatible with Supabase's transaction pooler (port 6543).
    const sql = postgres(databaseUrl, { max: 3, prepare: false, idle_timeout: 20, connect_timeout: 10, onnotice: () => {} })
    return createContactHandler({ config, store: createEnquiryStore(sql), mailer: createMailer(config.mail.transport), waitUntil })
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error))
  }
}

const handler = createHandler()

Deno.serve(
  { port: Number(env.PORT) || 8000, onListen: ({ port }) => console.info(`send-contact-email listening on port ${port}`) },
  // The handler decides whom to believe (CLIENT_IP_HEADER on Supabase, else this socket address).
  (request, info) => handler(request, { socketAddress: info.remoteAddr.transport === 'tcp' ? info.remoteAddr.hostname : undefined }),
)
