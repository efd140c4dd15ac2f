// A visitor's enquiry on the rehearsal, as in production: the form on the site's origin posts across origins to the
// function (supabase-js with JavaScript, a preflight first; a plain form post without), which stores it in
// PostgreSQL over TLS (the server refuses plain connections, as Supabase's "Enforce SSL" does) and emails the owner
// once.
import type { Browser, Page, Request } from '@playwright/test'
import { thankYouPath } from '../supabase/functions/_shared/enquiry-protocol.ts'
import { type Check, returningVisitor } from './site-checks.ts'
import type { ProductionStack } from './production-stack.ts'

async function fill(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.co.uk')
  await page.getByLabel('Subject', { exact: true }).selectOption('Cost Management')
  await page.getByLabel('Message', { exact: true }).fill('A rehearsal enquiry: a cost plan for two new houses.')
  await page.getByLabel(/I agree/).check()
}

/** Problems with the enquiry named `name`: it must be stored once and, once its email has gone, emailed once. */
async function deliveryProblems(stack: ProductionStack, name: string): Promise<string[]> {
  const stored = async () =>
    await stack.database.sql<{ status: string }>`
      select notification_status as status from public.contact_enquiries where name = ${name}`
  for (let waited = 0; waited < 30_000 && (await stored())[0]?.status !== 'sent'; waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250))
  const rows = await stored()
  const emails = stack.mail.sent.filter((email) => JSON.stringify(email.body).includes(name))
  return [
    ...(rows.length === 1 ? [] : [`stored ${rows.length} times`]),
    ...(rows[0]?.status === 'sent' ? [] : [`notification ${rows[0]?.status ?? 'missing'}`]),
    ...(emails.length === 1 ? [] : [`emailed ${emails.length} times`]),
    ...(await plainConnections(stack)),
  ]
}

/** The function's connections to the database (every one but this check's own) that are not encrypted. */
async function plainConnections(stack: ProductionStack): Promise<string[]> {
  const connections = await stack.database.sql<{ ssl: boolean }>`
    select s.ssl from pg_stat_ssl s join pg_stat_activity a using (pid)
    where a.backend_type = 'client backend' and a.pid <> pg_backend_pid()`
  if (connections.length === 0) return ['the function holds no connection to the database']
  const plain = connections.filter((connection) => !connection.ssl).length
  return plain === 0 ? [] : [`${plain} of the function's database connections without TLS`]
}

export async function checkEnquiries(browser: Browser, stack: ProductionStack): Promise<Check[]> {
  const { siteOrigin } = stack
  const withScript: Check = {
    name: 'an enquiry sent with JavaScript crosses to the function, is stored (over TLS) and emailed once',
    problems: [],
  }
  const context = await returningVisitor(browser, siteOrigin)
  const page = await context.newPage()
  const posts: Request[] = []
  page.on('request', (request) => request.url().startsWith(stack.functionUrl) && posts.push(request))
  const name = `Rehearsal Visitor ${Date.now()}`
  await page.goto(`${siteOrigin}/contact`)
  await page.locator('[data-island="enquiry-form"][data-island-live]').waitFor({ state: 'attached' })
  await fill(page, name)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await page
    .getByText("Thank you! We'll be in touch within 24 hours.")
    .waitFor({ timeout: 30_000 })
    .catch(() => withScript.problems.push('no success toast'))
  // supabase-js sends its key in headers a plain form cannot, so the browser asked the function's leave first.
  const post = posts.find((request) => request.method() === 'POST')
  if (!post) withScript.problems.push(`no POST to ${stack.functionUrl}`)
  else if (!(await post.allHeaders()).apikey) withScript.problems.push('the POST carried no apikey header')
  withScript.problems.push(...(await deliveryProblems(stack, name)))
  await context.close()

  const withoutScript: Check = {
    name: "the same enquiry without JavaScript lands on the site's thank-you page, stored (over TLS) and emailed once",
    problems: [],
  }
  const plain = await returningVisitor(browser, siteOrigin, { javaScriptEnabled: false })
  const plainPage = await plain.newPage()
  const plainName = `Rehearsal NoScript ${Date.now()}`
  await plainPage.goto(`${siteOrigin}/contact`)
  await fill(plainPage, plainName)
  const landed = plainPage.waitForResponse(`${siteOrigin}${thankYouPath}`, { timeout: 30_000 }).catch(() => undefined)
  await plainPage.getByRole('button', { name: 'Send Message' }).click()
  const response = await landed
  if (response?.status() !== 200) withoutScript.problems.push(`landed on ${plainPage.url()} (${response?.status()})`)
  if ((await plainPage.getByRole('heading', { level: 1 }).textContent()) !== 'Thank you')
    withoutScript.problems.push('not the thank-you page')
  withoutScript.problems.push(...(await deliveryProblems(stack, plainName)))
  await plain.close()
  return [withScript, withoutScript]
}
