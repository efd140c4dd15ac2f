// A real SMTP server that keeps what it receives, parsed by mailparser, for the tests and benches to read. It can
// also behave as troubled mail servers do: answer every command slowly, or refuse the sender.
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  mail: ParsedMail
  /** The SMTP envelope: who the message was really delivered to. */
  recipients: string[]
  /** The message exactly as it arrived. */
  raw: string
}

export interface SmtpSinkOptions {
  /** Holds the greeting and the answer to MAIL FROM, RCPT TO and the end of DATA this long each. */
  replyDelayMs?: number
  /** Answers MAIL FROM with this permanent refusal, e.g. 550. */
  refuseSenderWith?: number
  /** Answers RCPT TO with this permanent refusal, e.g. 550 (no such mailbox). */
  refuseRecipientWith?: number
}

export interface SmtpSink {
  url: string
  received: ReceivedMail[]
  /** Answers every AUTH with 535 (credentials refused) while on, as a server does once a password is changed. */
  refuseLogins(on: boolean): void
  /** Connections that have ended, whether by QUIT or by the client dropping them. */
  closedConnections(): number
  clear(): void
  stop(): Promise<void>
}

export async function startSmtpSink({
  replyDelayMs = 0,
  refuseSenderWith,
  refuseRecipientWith,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  let closed = 0
  let loginsRefused = false
  const later = (callback: () => void) => (replyDelayMs > 0 ? setTimeout(callback, replyDelayMs) : callback())
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only: AUTH PLAIN without TLS, so a client that logs in can be refused (535).
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (loginsRefused) return callback(new Error('Authentication credentials invalid'))
      callback(null, { user: auth.username })
    },
    logger: false,
    onConnect: (_session, callback) => later(() => callback()),
    onMailFrom(_address, _session, callback) {
      if (refuseSenderWith !== undefined)
        return callback(Object.assign(new Error('Sender refused'), { responseCode: refuseSenderWith }))
      later(() => callback())
    },
    onRcptTo(_address, _session, callback) {
      if (refuseRecipientWith !== undefined)
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refuseRecipientWith }))
      later(() => callback())
    },
    onClose: () => {
      closed += 1
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () =>
        later(() => {
          const raw = Buffer.concat(chunks)
          simpleParser(raw).then(
            (mail) => {
              received.push({
                mail,
                recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw: raw.toString('utf8'),
              })
              callback()
            },
            (error: Error) => callback(error),
          )
        }),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseLogins: (on) => {
      loginsRefused = on
    },
    closedConnections: () => closed,
    clear: () => void received.splice(0),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
