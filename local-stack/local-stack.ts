// The built site and the send-contact-email function on one origin, with PGlite in the data folder and an outbox
// of .eml files: no account, key or Docker. Each environment variable switches one part to the real service
// (docs/enquiries.md).
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { join, relative } from 'node:path'
import { readSite } from '#content/site-file.ts'
import { contactFunctionName } from '../supabase/functions/_shared/enquiry-protocol.ts'
import { createEnquiryHandler } from '../supabase/functions/_shared/enquiry-handler.ts'
import { readEnquiryConfig, type Env } from '../supabase/functions/_shared/enquiry-config.ts'
import { createEnquiryStore } from '../supabase/functions/_shared/enquiry-store.ts'
import { createMailer } from '../supabase/functions/_shared/mailers.ts'
import {
  createBackgroundTasks,
  drained,
  notificationsTimeoutMs,
  stopInOrder,
  stoppingResponse,
} from '../supabase/functions/_shared/graceful-stop.ts'
import { consoleLogger, type Logger, type NotificationDeps } from '../supabase/functions/_shared/notifications.ts'
import { createStaticHandler } from './static-server.ts'
import { runCommand } from './commands.ts'
import { assertDataDirFree, startControlServer } from './control.ts'
import { applyMigrations, openPglite, openPostgres } from './database.ts'
import { nodeListener } from '../supabase/functions/send-contact-email/node-host.ts'
import { createOutboxMailer } from './outbox-mailer.ts'

export const functionPath = `/functions/v1/${contactFunctionName}`

/** Where the local stack keeps its database and outbox unless DATA_DIR says otherwise. */
export const defaultDataDir = '.data'

export type EnquiryServices = Awaited<ReturnType<typeof openEnquiryServices>>

/** What a newcomer should not have to set: the site's own origin, a throwaway salt, and the business's addresses from
 * content/site.yaml. */
function localDefaults(env: Env, port: number): Env {
  const site = readSite()
  const withDefaults: Record<string, string | undefined> = { ...env }
  withDefaults.SITE_ORIGIN ||= `http://localhost:${port}`
  if (!env.SITE_ORIGIN && !env.SITE_ORIGINS) withDefaults.SITE_ORIGINS = `http://127.0.0.1:${port}`
  withDefaults.RATE_LIMIT_SALT ||= randomBytes(32).toString('hex')
  withDefaults.MAIL_FROM ||= `${site.name} website <website@${new URL(site.url).hostname.replace(/^www\./, '')}>`
  withDefaults.MAIL_TO ||= site.email
  return withDefaults
}

/** The database (DATABASE_URL, else PGlite in the data folder, migrated) and the mailer. */
export async function openEnquiryServices(options: LocalStackOptions & { env: Env; dataDir: string; log?: Logger }) {
  const config = readEnquiryConfig(localDefaults(options.env, options.port))
  const database = options.env.DATABASE_URL
    ? openPostgres(options.env.DATABASE_URL, undefined, options.env.DATABASE_CA_CERT)
    : await openPglite(join(options.dataDir, 'pglite'))
  try {
    await applyMigrations(database.pool)
  } catch (error) {
    await database.close()
    throw error
  }
  const outboxDir = config.mail.transport.kind === 'none' ? join(options.dataDir, 'outbox') : undefined
  const mailer = outboxDir ? createOutboxMailer(outboxDir, options.print) : createMailer(config.mail.transport)
  const store = createEnquiryStore(database.pool)
  const notifications: NotificationDeps = { store, mailer, mail: config.mail, log: options.log }
  return {
    database,
    store,
    mailer,
    config,
    notifications,
    /** Set when notifications go to the local outbox, whose .eml files go with their purged enquiries. */
    outboxDir,
    async close() {
      await mailer.close?.()
      await database.close()
    },
  }
}

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>

/** `host`: all interfaces by default; without `siteRoot` (the built site) only the function is served. */
interface LocalStackOptions {
  port: number
  host?: string
  dataDir?: string
  siteRoot?: string
  env?: Env
  print?: (line: string) => void
}

/** How long a stop waits for a connection that has sent nothing yet (a browser's spare one) to send its request. */
const drainUnreadMs = 2_000

/** Logs failures only: a newcomer's terminal shows the outbox's one line per enquiry. */
const quietLogger: Logger = { ...consoleLogger, info: () => {} }

export async function startLocalStack(options: LocalStackOptions) {
  const env = options.env ?? process.env
  const dataDir = options.dataDir ?? env.DATA_DIR ?? defaultDataDir
  const usesPglite = !env.DATABASE_URL
  if (usesPglite) await assertDataDirFree(dataDir)
  const services = await openEnquiryServices({ ...options, env, dataDir, log: quietLogger })
  try {
    // While the stack holds PGlite, the owner's commands run here (the socket also stops a second stack).
    const control = usesPglite
      ? await startControlServer(dataDir, (command, commandOptions) => runCommand(services, command, commandOptions))
      : undefined
    const tasks = createBackgroundTasks()
    const { config, notifications } = services
    const handler = createEnquiryHandler({ ...notifications, config, waitUntil: tasks.waitUntil })
    const site = options.siteRoot ? await createStaticHandler(options.siteRoot) : undefined
    let stopping = false
    const serveFunction = nodeListener(async (request, connection) =>
      stopping ? stoppingResponse() : handler(request, connection),
    )
    // What a stop waits for: requests being answered, and connections accepted whose request has not been read yet
    // (Node's server.close() would drop those, and their visitors would see a reset instead of an answer).
    let inFlight = 0
    let lastArrival = 0
    let answered = 0
    const unread = new Set<Socket>()
    const server = createServer((req, res) => {
      if (unread.delete(req.socket) && stopping) req.socket.setTimeout(0)
      inFlight += 1
      lastArrival = Date.now()
      res.once('close', () => {
        inFlight -= 1
        answered += 1
      })
      // While stopping, every answer closes its connection, and new enquiries are turned away.
      if (stopping) res.shouldKeepAlive = false
      const path = (req.url ?? '/').split('?')[0]!
      if (path === functionPath || path.startsWith(`${functionPath}/`)) void serveFunction(req, res)
      else if (site) site(req, res)
      else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    })
    server.on('connection', (socket: Socket) => {
      unread.add(socket)
      socket.once('close', () => unread.delete(socket))
    })
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(options.port, options.host, resolve),
    )
    const { port } = server.address() as AddressInfo
    return {
      ...services,
      url: `http://localhost:${port}`,
      async close() {
        // Answer everything already here (new enquiries with 503), so every request gets an answer
        // and every answered enquiry is stored.
        stopping = true
        // Kept-alive connections waiting for their next request close now, before a client picks one to send on.
        server.closeIdleConnections()
        for (const socket of unread)
          socket.setTimeout(drainUnreadMs, () =>
            // After this turn's reads: a request that came while the process was busy is answered, not dropped.
            setImmediate(() => unread.has(socket) && socket.destroy()),
          )
        const stopListening = () => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()))
          server.closeAllConnections()
          return closed
        }
        const closeRest = async () => {
          await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()))
          await services.close()
        }
        const drain = drained(() => ({ inFlight: inFlight + unread.size, lastArrival, answered }))
        await stopInOrder(drain, stopListening, tasks, closeRest)
      },
      /** Waits for the notifications sent after their answers; true if all finished in time. */
      settled: () => tasks.settled(notificationsTimeoutMs),
    }
  } catch (error) {
    await services.close()
    throw error
  }
}

/** One line for the terminal: where enquiries are kept and where their emails go. */
export function describeServices(services: EnquiryServices): string {
  const mail = services.outboxDir
    ? `emails saved to ${relative(process.cwd(), services.outboxDir) || '.'}/ ` +
      '(set RESEND_API_KEY or SMTP_URL to send them)'
    : `emails sent by ${services.mailer.name} to ${services.config.mail.to.join(', ')}`
  return `Enquiries stored in ${services.database.description}; ${mail}`
}
