// The last step of `npm run build`, once the pages are prerendered and the Open Graph pictures drawn: the fonts cut
// to the site, the CSP's hashes of the inline scripts and the pages' header rules, speculation-rules.json, sitemap.xml
// and robots.txt.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { loadEnv } from 'vite'
import { readSite } from '#content/site-file.ts'
import { contactFunctionName } from '../supabase/functions/_shared/enquiry-protocol.ts'
import { contentSecurityPolicy, inlineScriptsOf } from './content-security-policy.ts'
import { pageRulePaths, repeatRule, replaceHeader } from './headers-file.ts'
import { SPECULATION_RULES_PATH, speculationRules } from '../components/page-loading/speculation-rules.ts'
import { keepLatinFontPreloads, subsetFonts } from './subset-fonts.ts'
import { writeSitemapAndRobots } from './sitemap.ts'
import { clientRoot } from './out-dir.ts'
import { urlOf } from './list-urls.ts'

const root = clientRoot
const site = readSite()

// First the fonts, so the stylesheets put in the pages name the subsets.
const fonts = await subsetFonts(root)
const htmlFiles = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(root, file))
for (const file of htmlFiles) writeFileSync(file, keepLatinFontPreloads(readFileSync(file, 'utf8')))
const inlineScripts = htmlFiles.flatMap((file) => inlineScriptsOf(readFileSync(file, 'utf8')))

// The same variables Vite gave the browser bundle (shell first, then .env files).
const { VITE_SUPABASE_URL: supabaseUrl } = loadEnv('production', process.cwd(), 'VITE_')
const functionUrl = supabaseUrl ? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${contactFunctionName}` : undefined
const policy = contentSecurityPolicy({ inlineScripts, functionUrl, analytics: site.analytics })
const headersFile = replaceHeader(readFileSync(`${root}/_headers`, 'utf8'), 'Content-Security-Policy', policy)
// Every page, and the parts of pages fetched later (the editor is written after this step).
const pageUrls = htmlFiles.map((file) => urlOf(relative(root, file))).filter((url) => url !== '/404')
writeFileSync(`${root}/_headers`, repeatRule(headersFile, '/', pageRulePaths(pageUrls)))

writeFileSync(`${root}${SPECULATION_RULES_PATH}`, `${JSON.stringify(speculationRules(), null, 2)}\n`)

const urls = writeSitemapAndRobots(root, site.url)
for (const { to, before, after, characters } of fonts)
  console.log(
    `post-build: ${to} cut to the site's ${characters} characters and the weights in use, ` +
      `${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB`,
  )
console.log(
  `post-build: sitemap.xml lists ${urls.length} pages; the CSP allows ${new Set(inlineScripts).size} inline ` +
    `script(s) by hash`,
)
