import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact.ts'

describe('redactSecrets', () => {
  it('removes the credentials of a connection string, however malformed', () => {
    expect(redactSecrets("Invalid URL: 'postgres://enquiries_function:S3cr@t/pw@127.0.0.1:54x32/postgres'")).toBe(
      "Invalid URL: 'postgres://[redacted]@127.0.0.1:54x32/postgres'",
    )
    expect(redactSecrets('connect smtp://website:hunter2@mail.example.co.uk:2525 failed')).toBe(
      'connect smtp://[redacted]@mail.example.co.uk:2525 failed',
    )
  })

  it('removes keyword passwords, bearer tokens and API keys', () => {
    expect(redactSecrets('host=db password=hunter2 dbname=postgres')).toBe(
      'host=db password=[redacted] dbname=postgres',
    )
    expect(redactSecrets('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [redacted]')
    expect(redactSecrets('key re_AbC123_xyz789 refused')).toBe('key re_[redacted] refused')
  })

  it('leaves an ordinary reason as it is', () => {
    const reason = 'Email API answered 401: missing_api_key: Missing API key in the authorization header'
    expect(redactSecrets(reason)).toBe(reason)
    expect(redactSecrets('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432')
  })
})
