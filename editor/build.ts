// The last step of `npm run build`: /admin/ (admin-files.ts) on the GitHub repository the site is built from, a pull
// request per save; sign-in through Netlify's OAuth provider unless CMS_AUTH_URL names another (README, Deploying).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { readSite } from '#content/site-file.ts'
import { writeAdmin } from './admin-files.ts'
import { withAdminHeaders } from './admin-headers.ts'

/** "owner/name" from a GitHub address (https or ssh), e.g. Netlify's REPOSITORY_URL or a git remote. */
const githubRepo = (address: string | null | undefined) =>
  address ? /github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(address.trim())?.[1] : undefined

const site = readSite()
const repo =
  process.env.CMS_GITHUB_REPO ||
  githubRepo(process.env.REPOSITORY_URL) ||
  githubRepo(spawnSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' }).stdout)
if (!repo)
  console.log(
    'cms: /admin/ is built without a GitHub repository, which is fine locally (`npm run cms` saves to this clone); ' +
      'a deployed editor names one through CMS_GITHUB_REPO=owner/name or Netlify',
  )
const { CMS_AUTH_URL, CMS_AUTH_ENDPOINT } = process.env
const { config, files } = await writeAdmin(
  'dist/client/admin',
  {
    kind: 'github',
    repo: repo ?? 'OWNER/REPOSITORY',
    branch: process.env.CMS_BRANCH || 'main',
    auth: CMS_AUTH_URL ? { baseUrl: CMS_AUTH_URL, endpoint: CMS_AUTH_ENDPOINT || undefined } : undefined,
  },
  site,
)
writeFileSync('dist/client/_headers', withAdminHeaders(readFileSync('dist/client/_headers', 'utf8')))
console.log(
  `cms: /admin/ written for ${repo ?? 'no repository'}: ${config.collections.length} collections, ` +
    `Decap CMS in ${files} files`,
)
