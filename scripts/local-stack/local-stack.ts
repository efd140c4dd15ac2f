// The local embedded stack: the built site and the send-contact-email function on one origin,
// with PGlite in the data folder and an outbox of .eml files, so nothing needs an account, a key
// or Docker. Each environment variable switches one part to the real service (README, "Enquiries").
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { join, relative } from 'node:path'
import { readSite } from '#content/site-file.ts'
import { contactFunctionName } from '../../supabase/functions/_shared/contact-protocol.ts'
import { createBackgroundTasks } from '../../supabase/functions/_shared/background-tasks.ts'
import { createContactHandler, type ContactHandler } from '../../supabase/functions/_shared/contact-handler.ts'
import { readEnquiryConfig, type EnquiryConfig, type Env } from '../../supabase/functions/_shared/enquiry-config.ts'
import { createEnquiryStore, type EnquiryStore } from '../../supabase/functions/_shared/enquiry-store.ts'
import { createMailer, type Mailer } from '../../supabase/functions/_shared/mailers.ts'
import { drained, stoppingResponse } from '../../supabase/functions/_shared/graceful-stop.ts'
import type { Logger, NotificationDeps } from '../../supabase/functions/_shared/notifications.ts'
import { createStaticHandler } from './static-server.ts'
import { runCommand } from './commands.ts'
import { assertDataDirFree, startControlServer } from './control.ts'
import { applyMigrations, openPglite, openPostgres, type Database } from './database.ts'
import { nodeListener } from './node-adapter.ts'
import { createOutboxMailer } from './outbox-mailer.ts'

export const functionPath = `/functions/v1/${contactFunctionName}`

/** Where the local stack keeps its database and outbox unless DATA_DIR says otherwise. */
export const defaultDataDir = '.data'

export interface EnquiryServices {
  database: Database
  store: EnquiryStore
  mailer: Mailer
  config: EnquiryConfig
  notifications: NotificationDeps
  /** Set when notifications go to the local outbox. */
  outboxDir?: string
  close(): Promise<void>
}

/**
 * What a newcomer should not have to set: the site's own origin, a throwaway salt, and the
 * business's addresses from content/site.yaml.
 */
export function localDefaults(env: Env, port: number): Env {
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
export async function openEnquiryServices(options: {
  env: Env
  port: number
  dataDir: string
  log?: Logger
  print?: (line: string) => void
}): Promise<EnquiryServices> {
  const config = readEnquiryConfig(localDefaults(options.env, options.port))
  const database = options.env.DATABASE_URL
    ? openPostgres(options.env.DATABASE_URL)
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
  return {
    database,
    store,
    mailer,
    config,
    notifications: { store, mailer, mail: config.mail, log: options.log },
    outboxDir,
    async close() {
      await mailer.close?.()
      await database.close()
    },
  }
}

export interface LocalStack extends EnquiryServices {
  url: string
  server: Server
  handler: ContactHandler
  /** Waits for the notifications sent after their answers; true if all finished in time. */
  settled(timeoutMs?: number): Promise<boolean>
}

export interface LocalStackOptions {
  port: number
  /** Interface to listen on; all of them by default, as `npm run serve` always did. */
  host?: string
  dataDir?: string
  /** The built site; without it only the function is served. */
  siteRoot?: string
  env?: Env
  log?: Logger
  print?: (line: string) => void
}

/**
 * How long a stop waits for the requests in flight to be answered, for a connection that has sent
 * nothing yet (a browser's spare one) to send its request, and then for the notifications.
 */
const drainRequestsMs = 10_000
const drainUnreadMs = 2_000
/** A client sending a request on a kept-alive connection as it closed would see a reset: wait for a lull. */
const drainQuietMs = 500
const drainNotificationsMs = 35_000

/** Logs failures only: a newcomer's terminal shows the outbox's one line per enquiry. */
const quietLogger: Logger = { info: () => {}, error: (message, details) => console.error(message, details ?? '') }

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const env = options.env ?? process.env
  const dataDir = options.dataDir ?? env.DATA_DIR ?? defaultDataDir
  const usesPglite = !env.DATABASE_URL
  if (usesPglite) await assertDataDirFree(dataDir)
  const services = await openEnquiryServices({
    env,
    port: options.port,
    dataDir,
    log: options.log ?? quietLogger,
    print: options.print,
  })
  try {
    // While the stack holds PGlite, the owner's commands run here (the socket also stops a second stack).
    const control = usesPglite
      ? await startControlServer(dataDir, (command, commandOptions) => runCommand(services, command, commandOptions))
      : undefined
    const tasks = createBackgroundTasks()
    const handler = createContactHandler({
      config: services.config,
      store: services.store,
      mailer: services.mailer,
      log: services.notifications.log,
      waitUntil: tasks.waitUntil,
    })
    const site = options.siteRoot ? await createStaticHandler(options.siteRoot) : undefined
    let stopping = false
    const serveFunction = nodeListener(async (request, connection) =>
      stopping ? stoppingResponse() : handler(request, connection),
    )
    // What a stop waits for: requests being answered, and connections accepted whose request has
    // not been read yet (Node's server.close() would drop those, and their visitors would see a
    // reset instead of an answer).
    let inFlight = 0
    let lastArrival = 0
    const unread = new Set<Socket>()
    const server = createServer((req, res) => {
      if (unread.delete(req.socket) && stopping) req.socket.setTimeout(0)
      inFlight += 1
      lastArrival = Date.now()
      res.once('close', () => {
        inFlight -= 1
      })
      // While stopping, every answer closes its connection, and new enquiries are turned away.
      if (stopping) res.shouldKeepAlive = false
      const path = (req.url ?? '/').split('?')[0]!
      if (path === functionPath || path.startsWith(`${functionPath}/`)) {
        void serveFunction(req, res)
      } else if (site) {
        site(req, res)
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      }
    })
    server.on('connection', (socket: Socket) => {
      unread.add(socket)
      socket.once('close', () => unread.delete(socket))
    })
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(options.port, options.host, resolve),
    )
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : options.port
    return {
      ...services,
      url: `http://localhost:${port}`,
      server,
      handler,
      async close() {
        // Answer everything already here (new enquiries with 503), then stop listening; let the
        // notifications started finish and be recorded; only then close the mailer and the
        // database. So every request gets an answer, every answered enquiry is stored, and none is
        // emailed but left marked as unsent.
        stopping = true
        for (const socket of unread) socket.setTimeout(drainUnreadMs, () => socket.destroy())
        const state = () => ({ inFlight: inFlight + unread.size, lastArrival })
        if (!(await drained(state, { quietMs: drainQuietMs, timeoutMs: drainRequestsMs })))
          console.error('Stopped with requests still unanswered')
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
        if (!(await tasks.settled(drainNotificationsMs))) {
          console.error('Stopped with notifications still being sent: the retry job will send them')
        }
        await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()))
        await services.close()
      },
      settled: (timeoutMs = drainNotificationsMs) => tasks.settled(timeoutMs),
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
