// Everything /admin/ serves: the editor's page, Decap CMS's own bundle (decap-bundle.ts, copied so the editor loads
// from the site's origin and no CDN), the configuration generated from the schemas, browser/'s script, preview/.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { contentDrafts } from '#content/check.ts'
import { collections } from '#content/collections.ts'
import { type Backend, cmsConfig, configYaml, escapeHtml } from './config.ts'
import { decapName } from './browser/formats.ts'
import { verifiedDecapFiles } from './decap-bundle.ts'
import { buildPreview } from './preview/build.ts'

/** The editor's page: not for search engines, and never linked from the site. */
const adminPage = (siteName: string) => `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <!-- By absolute address: the page may be opened as /admin as well as /admin/. -->
  <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
  <title>Content editor · ${escapeHtml(siteName)}</title>
</head>
<body>
  <script src="/admin/store-hook.js"></script>
  <script src="/admin/decap-cms.js"></script>
  <script type="module" src="/admin/editor.js"></script>
</body>
</html>
`

/**
 * browser/editor.ts and all it imports as one module; save-rules.js and the preview stay files of their own.
 * `workflow`: whether saves are pull requests (config.yml's publish_mode).
 */
function editorScript(workflow: boolean): string {
  return browserScript('editor.ts', 'esm', workflow)
}

/** A script of browser/ with all it imports, for the editor's page (a classic script runs before Decap's bundle). */
function browserScript(name: string, format: 'esm' | 'iife', workflow = false): string {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL(`./browser/${name}`, import.meta.url))],
    bundle: true,
    format,
    target: 'es2022',
    minify: true,
    write: false,
    external: ['./save-rules.js', './content-files.js', './preview/preview.js'],
    define: {
      'process.env.NODE_ENV': '"production"',
      // The preview's templates, by Decap's name for each kind of content.
      PREVIEW_COLLECTIONS: JSON.stringify(Object.fromEntries(collections.map(({ name }) => [decapName(name), name]))),
      EDITORIAL_WORKFLOW: String(workflow),
    },
    logLevel: 'silent',
  })
  return outputFiles[0]!.text
}

/**
 * Writes the editor into `dir` (dist/client/admin at build, a temporary folder for `npm run cms`), for the content of
 * `repository`.
 */
export async function writeAdmin(dir: string, backend: Backend, site: { name: string; url: string }, repository = '.') {
  mkdirSync(dir, { recursive: true })
  const { config, saveRules } = cmsConfig(backend, site)
  const rules = JSON.stringify(saveRules, null, 2)
  writeFileSync(join(dir, 'index.html'), adminPage(site.name))
  writeFileSync(join(dir, 'config.yml'), configYaml(config))
  writeFileSync(join(dir, 'save-rules.js'), `// Generated from content/schemas by editor/.\nexport default ${rules}\n`)
  // The files beside the one being saved, as the site is built from them: the rules across files check saves against
  // them.
  const drafts = JSON.stringify(contentDrafts('content', repository))
  writeFileSync(join(dir, 'content-files.js'), `// Generated from content/ by editor/.\nexport default ${drafts}\n`)
  writeFileSync(join(dir, 'store-hook.js'), browserScript('store-hook.ts', 'iife'))
  writeFileSync(join(dir, 'editor.js'), editorScript(config.publish_mode === 'editorial_workflow'))
  // Decap's files, each checked as it is copied (decap-bundle.ts).
  const bundle = verifiedDecapFiles()
  for (const { name, path } of bundle) copyFileSync(path, join(dir, name))
  await buildPreview(join(dir, 'preview'))
  return { config, files: bundle.length }
}
