// The last step of `npm run build`: the web editor at /admin/ (admin-files.ts), working on the
// GitHub repository the site is built from, with the editorial workflow (a pull request per save).
// The repository comes from CMS_GITHUB_REPO ("owner/name"), else Netlify's REPOSITORY_URL, else
// this clone's `origin` remote. Sign-in goes through Netlify's OAuth provider unless CMS_AUTH_URL
// names another (on Cloudflare Pages, an OAuth worker; CMS_AUTH_ENDPOINT, its path, default `auth`).
import { readFileSync, writeFileSync } from 'node:fs'
import { readSite } from '#content/site-file.ts'
import { writeAdmin } from './admin-files.ts'
import { withAdminHeaders } from './admin-headers.ts'
import { githubRepo, originRemote } from './repository.ts'

const site = readSite()
const repo = process.env.CMS_GITHUB_REPO || githubRepo(process.env.REPOSITORY_URL) || githubRepo(originRemote())
if (!repo)
  console.warn(
    'cms: no GitHub repository found (set CMS_GITHUB_REPO=owner/name); /admin/ is built, but signing in will ' +
      'fail until it is set',
  )
const { config, files } = await writeAdmin(
  'dist/client/admin',
  {
    kind: 'github',
    repo: repo ?? 'OWNER/REPOSITORY',
    branch: process.env.CMS_BRANCH || 'main',
    auth: process.env.CMS_AUTH_URL
      ? { baseUrl: process.env.CMS_AUTH_URL, endpoint: process.env.CMS_AUTH_ENDPOINT || undefined }
      : undefined,
  },
  site,
)
writeFileSync('dist/client/_headers', withAdminHeaders(readFileSync('dist/client/_headers', 'utf8')))
console.log(
  `cms: /admin/ written for ${repo ?? 'no repository'}: ${(config.collections as unknown[]).length} collections, ` +
    `Decap CMS in ${files} files`,
)
