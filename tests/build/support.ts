// The build output (dist/client) as the tests in this folder read it: run them after `npm run build`
// with `npm run test:build`.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CheerioAPI, load } from 'cheerio'
import { readSite } from '#content/site-file.ts'
import { errorPath, thankYouPath } from '../../supabase/functions/_shared/enquiry-protocol.ts'
import { htmlFile, listUrls } from '../../build/list-urls.ts'

export const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))
export const distRoot = join(projectRoot, 'dist/client')

/** content/site.yaml, validated and cleaned as the build reads it. */
export const site = readSite(projectRoot)

/** Every page in the build, as URL paths (the 404 page is not among them: see notFoundPage). */
export const builtUrls = listUrls(distRoot)

/** A built page, parsed. */
export function builtPage(url: string): CheerioAPI {
  return load(readFileSync(htmlFile(distRoot, url), 'utf8'))
}

export const notFoundPage = () => load(readFileSync(join(distRoot, '404.html'), 'utf8'))

/** The page's JSON-LD blocks, parsed. */
export function structuredData($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse($(element).text()) as Record<string, unknown>)
}

/**
 * The pages only a form post leads to, where the enquiry function sends the visitor back; with the
 * 404 page, the ones search engines must leave out.
 */
export const formOutcomeUrls = [thankYouPath, errorPath]
