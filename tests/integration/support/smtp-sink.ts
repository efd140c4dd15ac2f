// A real SMTP server that keeps what it receives, parsed by mailparser, for the tests to read.
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  mail: ParsedMail
  /** The SMTP envelope: who the message was really delivered to. */
  recipients: string[]
  /** The message exactly as it arrived. */
  raw: string
}

export interface SmtpSink {
  url: string
  received: ReceivedMail[]
  clear(): void
  stop(): Promise<void>
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw).then(
          (mail) => {
            received.push({ mail, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: raw.toString('utf8') })
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    clear: () => void received.splice(0),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
