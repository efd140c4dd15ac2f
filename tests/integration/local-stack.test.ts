// The local embedded stack (npm start): the site and the function on one origin, PGlite in the
// data folder surviving a restart, the .eml outbox, and the owner's commands while it runs.
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredEnquiry } from '../../supabase/functions/_shared/enquiry-store.ts'
import { functionPath, startLocalStack, type LocalStack } from '../../scripts/local-stack/local-stack.ts'

const valid = { name: 'Jane Smith', email: 'jane@example.co.uk', subject: 'Project Management', message: 'We need a project manager for a refurbishment.' }

describe('the local stack', () => {
  let dir: string
  let siteRoot: string
  let dataDir: string
  let stack: LocalStack | undefined
  const printed: string[] = []
  const env = { SITE_ORIGIN: 'http://localhost:3100' }

  const start = () => startLocalStack({ port: 0, host: '127.0.0.1', dataDir, siteRoot, env, print: (line) => printed.push(line) })

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'enquiries-stack-'))
    siteRoot = join(dir, 'site')
    dataDir = join(dir, 'data')
    await mkdir(siteRoot)
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><title>Home</title>')
    await writeFile(join(siteRoot, '404.html'), '<!doctype html><title>Not found</title>')
    stack = await start()
  }, 180_000)

  afterAll(async () => {
    await stack?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves the site and the function on one origin, and saves the email to the outbox', async () => {
    const page = await fetch(`${stack!.url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Home</title>')
    expect((await fetch(`${stack!.url}/no-such-page`)).status).toBe(404)

    const response = await fetch(`${stack!.url}${functionPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3100' },
      body: JSON.stringify(valid),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3100')
    const { id } = (await response.json()) as { id: string }

    const files = await readdir(join(dataDir, 'outbox'))
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{8}T\\d{6}Z-${id}\\.eml$`))])
    const mail = await simpleParser(await readFile(join(dataDir, 'outbox', files[0]!)))
    expect(mail.subject).toBe('Website enquiry: Project Management')
    // The business's own address, from content/site.yaml, is the default recipient.
    expect(mail.to).toMatchObject({ value: [{ address: 'hello@harbourandhale.co.uk' }] })
    expect(mail.replyTo?.value[0]?.address).toBe(valid.email)
    expect(mail.text).toContain(valid.message)
    expect(printed).toEqual([expect.stringContaining(`${id}.eml`)])
  })

  it('redirects a form post to the configured origin', async () => {
    const response = await fetch(`${stack!.url}${functionPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({ ...valid, message: 'Posted from a browser without JavaScript.', consent: 'on' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('http://localhost:3100/contact/thank-you')
  })

  it('lists the enquiries through `npm run enquiries` while it holds the database', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'list', '--json'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    const listed = JSON.parse(stdout) as StoredEnquiry[]
    expect(listed.map((enquiry) => enquiry.message)).toEqual(['Posted from a browser without JavaScript.', valid.message])
    expect(listed.every((enquiry) => enquiry.notificationStatus === 'sent')).toBe(true)
  }, 60_000)

  it('refuses a second stack on the same data folder', async () => {
    await expect(start()).rejects.toThrow(/Another local stack is already using/)
  })

  it('keeps the enquiries across a restart', async () => {
    await stack!.close()
    stack = undefined
    stack = await start()
    expect(await stack.store.counts()).toEqual({ pending: 0, sent: 2, failed: 0 })
  }, 120_000)
})
