// The last step of `npm run build`: /admin/ (admin-files.ts) on the GitHub repository the site is built from, a pull
// request per save; sign-in through Netlify's OAuth provider unless CMS_AUTH_URL names another (docs/deploying.md).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { readSite } from '#content/site-file.ts'
import { writeAdmin } from './admin-files.ts'
import { withAdminHeaders } from './admin-headers.ts'
import { clientRoot } from '../build/out-dir.ts'

/** "owner/name" from a GitHub address (https or ssh), e.g. Netlify's REPOSITORY_URL or a git remote. */
const githubRepo = (address: string | null | undefined) =>
  address ? /github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(address.trim())?.[1] : undefined

const site = readSite()
const repo =
  process.env.CMS_GITHUB_REPO ||
  githubRepo(process.env.REPOSITORY_URL) ||
  githubRepo(spawnSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' }).stdout)
const { CMS_AUTH_URL, CMS_AUTH_ENDPOINT } = process.env
const { config, files } = await writeAdmin(
  `${clientRoot}/admin`,
  {
    kind: 'github',
    repo: repo ?? 'OWNER/REPOSITORY',
    branch: process.env.CMS_BRANCH || 'main',
    auth: CMS_AUTH_URL ? { baseUrl: CMS_AUTH_URL, endpoint: CMS_AUTH_ENDPOINT || undefined } : undefined,
    // Cloudflare Pages sets CF_PAGES in its builds.
    previewLinks: !process.env.CF_PAGES,
  },
  site,
)
writeFileSync(`${clientRoot}/_headers`, withAdminHeaders(readFileSync(`${clientRoot}/_headers`, 'utf8')))
// Locally there is no repository to name, and none is needed: `npm run cms` saves to this clone. A deployed editor
// learns it from Netlify or CMS_GITHUB_REPO.
console.log(
  `editor: /admin/ built with ${config.collections.length} collections and Decap CMS in ${files} files, saving to ` +
    (repo ? `github.com/${repo}` : 'no GitHub repository (for local use: `npm run cms` saves to this clone)'),
)
