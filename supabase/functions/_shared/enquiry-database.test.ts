import { describe, expect, it } from 'vitest'
import { databaseConnection } from './enquiry-database.ts'

const url = 'postgres://enquiries_function.ref:secret@pooler.example:6543/postgres'
const anyName = expect.any(Function)

// The connections themselves, with a server speaking TLS: tests/integration/database-tls.test.ts.
describe('the connection to the database', () => {
  it('is encrypted unless the URL says sslmode=disable, the mode taken out of the URL node-postgres reads', () => {
    expect(databaseConnection(url)).toEqual({ connectionString: url, ssl: { rejectUnauthorized: false } })
    expect(databaseConnection(`${url}?sslmode=require`)).toEqual({
      connectionString: url,
      ssl: { rejectUnauthorized: false },
    })
    expect(databaseConnection(`${url}?sslmode=disable&application_name=site`)).toEqual({
      connectionString: `${url}?application_name=site`,
      ssl: false,
    })
  })

  it('checks the certificate against the authority given, and the name with verify-full', () => {
    expect(databaseConnection(url, 'CA PEM')).toEqual({
      connectionString: url,
      ssl: { ca: 'CA PEM', checkServerIdentity: anyName },
    })
    expect(databaseConnection(`${url}?sslmode=verify-full`, 'CA PEM')).toEqual({
      connectionString: url,
      ssl: { ca: 'CA PEM' },
    })
    expect(databaseConnection(`${url}?sslmode=verify-ca`).ssl).toEqual({ ca: undefined, checkServerIdentity: anyName })
  })

  it('refuses a mode it cannot keep, rather than connecting some other way', () => {
    expect(() => databaseConnection(`${url}?sslmode=prefer`)).toThrow(
      "The database URL's sslmode=prefer is not supported: use require, verify-ca, verify-full, disable",
    )
  })
})
