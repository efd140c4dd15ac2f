// A local HTTP server keeping Resend's documented contract for POST /emails
// (https://resend.com/docs/api-reference/emails/send-email): Bearer key, JSON body with from, to,
// subject and html or text, optional reply_to; an Idempotency-Key repeats the first answer.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

export interface ResendRequest {
  headers: Record<string, string | string[] | undefined>
  body: Record<string, unknown>
}

export interface ResendStandIn {
  url: string
  apiKey: string
  /** Every accepted send (a repeated idempotency key is not sent twice). */
  sent: ResendRequest[]
  /** Makes the next answers fail with this status, as an outage would. */
  failWith(status: number | undefined): void
  /** While on, the key is refused as a revoked one is: 401 validation_error, "API key is invalid". */
  revokeKey(on: boolean): void
  stop(): Promise<void>
}

export async function startResendStandIn(apiKey = 're_test_key'): Promise<ResendStandIn> {
  const sent: ResendRequest[] = []
  const byKey = new Map<string, { payload: string; id: string }>()
  let failure: number | undefined
  let revoked = false
  const server = createServer((req, res) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      const error = (statusCode: number, name: string, message: string) =>
        answer(statusCode, { statusCode, name, message })
      if (req.method !== 'POST' || req.url !== '/emails')
        return error(404, 'not_found', 'The requested endpoint does not exist.')
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return error(401, 'missing_api_key', 'Missing or invalid API key')
      if (revoked) return error(401, 'validation_error', 'API key is invalid')
      if (failure) return error(failure, 'application_error', 'Something went wrong on our side.')
      let body: Record<string, unknown>
      try {
        body = JSON.parse(text) as Record<string, unknown>
      } catch {
        return error(400, 'validation_error', 'Invalid JSON')
      }
      for (const field of ['from', 'to', 'subject'])
        if (!body[field]) return error(422, 'validation_error', `Missing \`${field}\` field.`)
      if (!body.html && !body.text) return error(422, 'validation_error', 'Missing `html` or `text` field.')
      const key = req.headers['idempotency-key']
      if (typeof key === 'string') {
        const earlier = byKey.get(key)
        if (earlier && earlier.payload !== text)
          return error(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.')
        if (earlier) return answer(200, { id: earlier.id })
      }
      const id = randomUUID()
      if (typeof key === 'string') byKey.set(key, { payload: text, id })
      sent.push({ headers: req.headers, body })
      answer(200, { id })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    sent,
    failWith: (status) => {
      failure = status
    },
    revokeKey: (on) => {
      revoked = on
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
