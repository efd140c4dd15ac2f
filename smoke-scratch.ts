import { startLocalStack } from './scripts/local-stack/local-stack.ts'
const t0 = Date.now()
const stack = await startLocalStack({ port: 3177, host: '127.0.0.1', dataDir: '/tmp/smoke-data', env: { SITE_ORIGIN: 'http://localhost:3177' } })
console.log('started', Date.now() - t0)
const post = (body: unknown, headers: Record<string,string> = {}) => fetch(`${stack.url}/functions/v1/send-contact-email`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const valid = { name: 'Jane Smith', email: 'jane@example.co.uk', subject: 'Cost Management', message: 'Please call me about an extension.' }
for (const [b, h] of [[valid, {}], [valid, { 'Idempotency-Key': 'abcdefgh-1' }], [valid, { 'Idempotency-Key': 'abcdefgh-1' }], [{ ...valid, name: 'J' }, {}], [{ ...valid, company_website: 'x' }, {}], [{...valid, message: 'other message here'}, { 'Idempotency-Key': 'abcdefgh-1' }]] as const) {
  const r = await post(b, h); console.log(r.status, [...r.headers].filter(([k]) => !['date','connection','keep-alive'].includes(k)).map(x=>x.join(': ')).join(' | '), await r.text())
}
let r = await fetch(`${stack.url}/functions/v1/send-contact-email`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3177', 'access-control-request-method': 'POST' } }); console.log('preflight', r.status, [...r.headers])
r = await fetch(`${stack.url}/functions/v1/send-contact-email`, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } }); console.log('evil', r.status, [...r.headers], await r.text())
r = await fetch(`${stack.url}/functions/v1/send-contact-email`, { method: 'GET' }); console.log('get', r.status, await r.text())
r = await fetch(`${stack.url}/functions/v1/send-contact-email`, { method: 'POST', headers: {'content-type': 'application/x-www-form-urlencoded', accept: 'text/html'}, body: new URLSearchParams({ ...valid, name: 'Form Person', consent: 'on' }), redirect: 'manual' }); console.log('form', r.status, r.headers.get('location'))
r = await fetch(`${stack.url}/functions/v1/send-contact-email`, { method: 'POST', headers: {'content-type': 'application/json'}, body: 'x'.repeat(40000) }); console.log('big', r.status, await r.text())
console.log(await stack.store.counts())
await stack.close()
console.log('closed')
