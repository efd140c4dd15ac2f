// The local stack's stand-in for a mail service: each notification is written, exactly as it
// would be sent, to an .eml file that any mail program opens, and announced in one line.
import { mkdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import nodemailer from 'nodemailer'
import { type Mailer, nodemailerMessage } from '../../supabase/functions/_shared/mailers.ts'

export function createOutboxMailer(dir: string, print: (line: string) => void = console.log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    name: 'outbox',
    async send(email) {
      const info = await transport.sendMail(nodemailerMessage(email))
      await mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
      const file = join(dir, `${stamp}-${email.reference}.eml`)
      await writeFile(file, info.message as Buffer)
      print(`✉  "${email.subject}" for ${email.to.join(', ')}, reply to ${email.replyTo}: ${relative(process.cwd(), file)}`)
      return { messageId: info.messageId }
    },
  }
}
