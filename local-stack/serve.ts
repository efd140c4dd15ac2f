// npm start (builds first) or npm run preview: the built site and the enquiry function at http://localhost:3000
// (PORT). Enquiries go to PGlite in .data/, their emails to .data/outbox/, unless .env says otherwise
// (docs/enquiries.md).
import { reasonOf } from '../supabase/functions/_shared/notifications.ts'
import { loadDotEnv } from './dotenv.ts'
import { describeServices, startLocalStack } from './local-stack.ts'

loadDotEnv()
const port = Number(process.env.PORT ?? 3000)
// This machine only, unless asked (HOST=0.0.0.0 to try the site from a phone on the same network):
// the local function has no proxy in front and trusts the socket's address.
const host = process.env.HOST || '127.0.0.1'
// SITE_ROOT: another built site (the tests serve a stub).
const stack = await startLocalStack({ port, host, siteRoot: process.env.SITE_ROOT || 'dist/client' }).catch(
  (error: unknown) => {
    console.error(reasonOf(error))
    process.exit(1)
  },
)
console.log(
  `Site running at http://localhost:${port}${host === '127.0.0.1' ? '' : ` (listening on ${host})`} (Ctrl-C to stop)`,
)
console.log(describeServices(stack))

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C does not wait for the database to close.
    if (stopping) process.exit(130)
    stopping = true
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopped with an error:', reasonOf(error))
        process.exit(1)
      },
    )
  })
}
