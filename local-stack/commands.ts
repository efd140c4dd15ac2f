// The owner's commands on the enquiry database, run either in the command's own process or, while
// the local stack holds the database, inside the stack (control.ts).
import { readdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { notificationStatuses, type EnquiryStore } from '../supabase/functions/_shared/enquiry-store.ts'
import { asciiEmail, isEmailAddress } from '../supabase/functions/_shared/enquiry-schema.ts'
import { retryNotifications } from '../supabase/functions/_shared/notifications.ts'
import type { EnquiryServices } from './local-stack.ts'

export async function runCommand(
  context: Pick<EnquiryServices, 'store' | 'notifications' | 'outboxDir'>,
  command: string,
  options: Record<string, unknown>,
): Promise<unknown> {
  switch (command) {
    case 'ping':
      return 'pong'
    case 'list': {
      const status = notificationStatuses.find((known) => known === options.status)
      const limit = typeof options.limit === 'number' ? options.limit : 50
      return context.store.list({ limit, status })
    }
    case 'counts':
      return context.store.counts()
    case 'retry':
      // Asked for by the owner: every pending notification now (--all: failed ones too). A cron job
      // passes --due, which keeps to the schedule and leaves sends in progress alone.
      return retryNotifications(context.notifications, {
        ignoreSchedule: options.due !== true,
        includeFailed: options.all === true,
      })
    case 'contacted':
      // The owner has corresponded with the enquirer: the 24-month retention starts again (privacy policy, section 7).
      if (typeof options.id !== 'string') throw new Error('Give the enquiry id: npm run enquiries -- contacted <id>')
      if (!(await context.store.recordContact(options.id))) throw new Error(`No enquiry ${options.id}`)
      return { id: options.id }
    case 'find':
      return context.store.findByEmail(emailOf(options))
    case 'erase': {
      // The enquiries, and the copies of their notifications the local outbox keeps.
      const erased = await context.store.eraseByEmail(emailOf(options))
      const outboxFilesDeleted = context.outboxDir ? await purgeOutbox(context.store, context.outboxDir) : 0
      return { erased, outboxFilesDeleted }
    }
    case 'purge': {
      const deleted = await context.store.purge()
      const outboxFilesDeleted = context.outboxDir ? await purgeOutbox(context.store, context.outboxDir) : 0
      return { deleted, outboxFilesDeleted }
    }
    default:
      throw new Error(`Unknown command "${command}"`)
  }
}

function emailOf(options: Record<string, unknown>): string {
  if (typeof options.email !== 'string' || !isEmailAddress(asciiEmail(options.email.trim())))
    throw new Error(
      'Give the email address the enquiries were sent from, e.g. npm run enquiries -- find jo@example.com',
    )
  return options.email
}

/** Deletes outbox files whose enquiry is no longer stored (the file name ends with its id). */
async function purgeOutbox(store: EnquiryStore, dir: string): Promise<number> {
  const files = await readdir(dir).catch(() => [] as string[])
  // <id>.eml; older outboxes named them <time>-<id>.eml.
  const idOf = (file: string) => /(?:^|-)([0-9a-f]{8}-[0-9a-f-]{27})\.eml$/.exec(file)?.[1]
  const ids = files.map(idOf).filter((id): id is string => id !== undefined)
  const known = await store.knownIds(ids)
  const orphans = files.filter((file) => idOf(file) !== undefined && !known.has(idOf(file)!))
  await Promise.all(orphans.map((file) => unlink(join(dir, file))))
  return orphans.length
}
