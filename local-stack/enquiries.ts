// The owner's commands on stored enquiries (docs/enquiries.md; usage below), on DATABASE_URL when set, else the
// local PGlite database (through the running local stack if there is one), with the stack's mail settings.
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { readSite } from '#content/site-file.ts'
import { notificationStatuses, type StoredEnquiry } from '../supabase/functions/_shared/enquiry-store.ts'
import { formatReceived } from '../supabase/functions/_shared/notification-email.ts'
import { printableLine } from '../supabase/functions/_shared/printable.ts'
import { reasonOf, type RetryReport } from '../supabase/functions/_shared/notifications.ts'
import { runCommand } from './commands.ts'
import { enquiryExport } from './enquiry-export.ts'
import { sendControlCommand } from './control.ts'
import { loadDotEnv } from './dotenv.ts'
import { defaultDataDir, openEnquiryServices } from './local-stack.ts'

const jsonEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`

const usage = `Usage:
  npm run enquiries [-- --status pending|held|sent|failed] [--limit 50] [--json]
  npm run enquiries:retry [-- --all | --due]
  npm run enquiries:purge
  npm run enquiries -- contacted <id>
  npm run enquiries -- find <email address>
  npm run enquiries -- export <email address> [--out <file>]
  npm run enquiries -- erase <email address>`

/** The commands about one person, named by their email address, which they never print. */
const personCommands = ['find', 'export', 'erase']

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    due: { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
const command = positionals[0] ?? 'list'
if (
  values.help ||
  !['list', 'retry', 'purge', 'contacted', ...personCommands].includes(command) ||
  (command === 'contacted' || personCommands.includes(command)) !== (positionals.length === 2)
) {
  console.log(usage)
  process.exit(values.help ? 0 : 1)
}
const problem =
  values.status !== undefined && !(notificationStatuses as readonly string[]).includes(values.status)
    ? `--status must be one of ${notificationStatuses.join(', ')}`
    : /^[1-9]\d*$/.test(values.limit)
      ? undefined
      : '--limit must be a positive whole number'
if (problem) {
  console.error(`${problem}\n\n${usage}`)
  process.exit(1)
}

loadDotEnv()
const dataDir = process.env.DATA_DIR ?? defaultDataDir
const options = {
  ...values,
  limit: Number(values.limit),
  id: positionals[1],
  email: personCommands.includes(command) ? positionals[1] : undefined,
}

/** Runs in the local stack when it holds the database, else here. */
async function run(name: string): Promise<unknown> {
  if (!process.env.DATABASE_URL) {
    const result = await sendControlCommand(dataDir, name, options)
    if (result !== undefined) return result
  }
  const services = await openEnquiryServices({ env: process.env, port: Number(process.env.PORT ?? 3000), dataDir })
  try {
    return await runCommand(services, name, options)
  } finally {
    await services.close()
  }
}

function printEnquiries(enquiries: StoredEnquiry[]): void {
  for (const enquiry of enquiries) {
    const attempts = `${enquiry.notificationAttempts} attempt${enquiry.notificationAttempts === 1 ? '' : 's'}`
    // Every stored value escaped: what a visitor (or an error message) holds never reaches the terminal raw.
    const [subject, name, email, phone] = [enquiry.subject, enquiry.name, enquiry.email, enquiry.phone ?? ''].map(
      printableLine,
    )
    const message = printableLine(enquiry.message.replace(/[\r\n\t ]+/g, ' '))
    console.log(`${formatReceived(new Date(enquiry.createdAt))}  ${enquiry.id}`)
    console.log(`  ${subject}: ${name} <${email}>${phone ? `, ${phone}` : ''}`)
    console.log(`  ${message.slice(0, 160)}${message.length > 160 ? '…' : ''}`)
    const lastError = enquiry.notificationLastError ? `: ${printableLine(enquiry.notificationLastError)}` : ''
    console.log(`  notification ${enquiry.notificationStatus} (${attempts})${lastError}`)
    console.log(`  last contact ${formatReceived(new Date(enquiry.lastContactAt))}\n`)
  }
  const count = enquiries.length
  console.log(count === 0 ? 'No enquiries.' : `${count} enquir${count === 1 ? 'y' : 'ies'} shown, newest first.`)
}

const day = (date: Date) => formatReceived(new Date(date)).replace(/ at .*/, '')
const enquiriesCount = (count: number) => `${count} enquir${count === 1 ? 'y' : 'ies'}`

try {
  const result = await run(command === 'export' ? 'find' : command)
  // JSON escapes C0 controls itself; C1 and format characters (bidi, zero-width) are escaped too.
  if (values.json)
    console.log(JSON.stringify(result, null, 2).replace(/[\u007f-\u009f\p{Cf}\u2028\u2029]/gu, jsonEscape))
  else if (command === 'list') printEnquiries(result as StoredEnquiry[])
  else if (command === 'find') {
    const found = result as StoredEnquiry[]
    console.log(`${enquiriesCount(found.length)} from that address.`)
    for (const enquiry of found)
      console.log(`  ${day(enquiry.createdAt)}  ${enquiry.id}  ${printableLine(enquiry.subject)}`)
    if (found.length > 0)
      console.log(
        'Next: npm run enquiries -- export <address> writes them to a file to send; -- erase <address> deletes them.',
      )
  } else if (command === 'export') {
    const found = result as StoredEnquiry[]
    if (found.length === 0) console.log('No enquiry from that address: nothing to export.')
    else {
      const file = values.out ?? `enquiries-export-${new Date().toISOString().slice(0, 10)}.txt`
      // Only the owner may read it: it holds the person's messages. A new file, so that the mode holds and no earlier
      // export (someone else's) is overwritten.
      await writeFile(file, enquiryExport(found, readSite().name), { mode: 0o600, flag: 'wx' }).catch((error) => {
        throw (error as NodeJS.ErrnoException).code === 'EEXIST'
          ? new Error(`${file} already exists: delete it, or name another file with --out <file>`)
          : error
      })
      console.log(
        `Wrote ${enquiriesCount(found.length)} to ${file}. Send it to the person who asked, then delete the file.`,
      )
    }
  } else if (command === 'erase') {
    const { erased, outboxFilesDeleted } = result as {
      erased: { id: string; createdAt: Date }[]
      outboxFilesDeleted: number
    }
    const outbox = outboxFilesDeleted ? ` and ${outboxFilesDeleted} saved notification email(s)` : ''
    console.log(
      erased.length === 0
        ? 'No enquiry from that address: nothing erased.'
        : `Erased ${enquiriesCount(erased.length)}${outbox}: ` +
            `${erased.map((enquiry) => `${day(enquiry.createdAt)} (${enquiry.id})`).join(', ')}.`,
    )
  } else if (command === 'contacted')
    console.log(`Recorded: in contact with enquiry ${options.id} today; it is kept until 24 months from now.`)
  else if (command === 'retry') {
    const report = result as RetryReport
    console.log(
      `Retried ${report.attempted} notification${report.attempted === 1 ? '' : 's'}: ` +
        `${report.sent} sent, ${report.failed} still unsent.`,
    )
    if (report.failed > 0) process.exitCode = 1
  } else {
    const { deleted, outboxFilesDeleted } = result as { deleted: number; outboxFilesDeleted: number }
    const outbox = outboxFilesDeleted ? ` and ${outboxFilesDeleted} outbox file(s)` : ''
    console.log(`Deleted ${deleted} enquir${deleted === 1 ? 'y' : 'ies'} past the 24-month retention period${outbox}.`)
  }
} catch (error) {
  console.error(reasonOf(error))
  process.exitCode = 1
}
