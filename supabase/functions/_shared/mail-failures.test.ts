import { describe, expect, it } from 'vitest'
import { smtpRefusesMessage } from './mail-failures.ts'

// nodemailer's errors as it reports them: the code, the server's reply code and the command answered.
describe('SMTP failures', () => {
  it.each([
    [{ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }, false],
    [{ code: 'EAUTH', responseCode: 534, command: 'AUTH PLAIN' }, false],
    [{ code: 'EENVELOPE', responseCode: 550, command: 'MAIL FROM' }, false],
    [{ code: 'EENVELOPE', responseCode: 530, command: 'MAIL FROM' }, false],
    [{ code: 'EENVELOPE', responseCode: 450, command: 'RCPT TO' }, false],
    [{ code: 'ECONNECTION', command: 'CONN' }, false],
    [{ code: 'ETIMEDOUT', command: 'CONN' }, false],
    [{ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, true],
    [{ code: 'EENVELOPE', responseCode: 553, command: 'RCPT TO' }, true],
    [{ code: 'EMESSAGE', responseCode: 554, command: 'DATA' }, true],
    [{ code: 'EMESSAGE', responseCode: 452, command: 'DATA' }, false],
  ])('%o refuses the message for good: %s', (failure, refused) => {
    expect(smtpRefusesMessage(failure)).toBe(refused)
  })
})
