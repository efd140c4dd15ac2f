// The local stack's stand-in for a mail service: each notification written, exactly as it would be sent, to an
// .eml file that any mail program opens, and announced in one line.
import { mkdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import nodemailer from 'nodemailer'
import { type Mailer, nodemailerMessage } from '../supabase/functions/_shared/mailers.ts'

export function createOutboxMailer(dir: string, print: (line: string) => void = console.log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: 'outbox',
    async send(email) {
      const info = await transport.sendMail(nodemailerMessage(email))
      await mkdir(dir, { recursive: true })
      // Never overwritten: a retry of a notification already saved (sent, not recorded) is dropped, as the email API
      // drops a repeated idempotency key.
      const file = join(dir, `${email.reference}.eml`)
      try {
        await writeFile(file, info.message as Buffer, { flag: 'wx' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { messageId: info.messageId }
        throw error
      }
      print(
        `✉  "${email.subject}" for ${email.to.join(', ')}, reply to ${email.replyTo}: ${relative(process.cwd(), file)}`,
      )
      return { messageId: info.messageId }
    },
  }
}
