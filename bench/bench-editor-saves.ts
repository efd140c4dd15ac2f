// How many lines each of the owner's everyday saves in the web editor changes: each save made in
// Chromium through the real editor (`npm run cms` on a copy of content/), the file compared with the
// file before (`git diff --numstat`); a new project is compared with what `npm run new` writes.
// Not a test: prints a table. Run it on another checkout (e.g. one of main, with this
// repository's node_modules) to compare before and after.
// Usage: E2E_PORT=4600 npm run bench:editor-saves [-- --repo ../other-checkout]
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import YAML from 'yaml'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'
import { describeContent } from '../content-layer/fields.ts'
import { scaffold } from '../content-layer/commands/scaffold.ts'
import { draftToggle, faqAnswerEdit, newProject, phoneChange } from '../editor/drive/everyday-saves.ts'
import { signIn, startEditor } from '../editor/drive/web-editor.ts'

const { values } = parseArgs({ options: { repo: { type: 'string', default: '.' } } })
const repository = `${resolve(values.repo)}/`

/** Lines added and removed between two texts, as git counts them. */
function numstat(before: string, after: string, folder: string): { added: number; removed: number } {
  const [a, b] = [join(folder, 'before.txt'), join(folder, 'after.txt')]
  writeFileSync(a, before)
  writeFileSync(b, after)
  let output = ''
  try {
    output = execFileSync('git', ['diff', '--no-index', '--numstat', a, b], { encoding: 'utf8' })
  } catch (error) {
    // git diff exits 1 when the files differ.
    output = (error as { stdout: string }).stdout
  }
  const [added = 0, removed = 0] = output.split('\t').slice(0, 2).map(Number)
  return { added, removed }
}

/** The frontmatter's top-level keys, in order, and how many lines a long text was wrapped onto. */
function shape(mdx: string) {
  const yaml = mdx.split(/^---$/m)[1] ?? ''
  const data = YAML.parse(yaml) as Record<string, unknown>
  const unwrapped = YAML.stringify(data, { lineWidth: 0 }).split('\n').length
  return {
    keys: Object.keys(data).filter((key) => key !== 'draft'),
    wrapped: Math.max(0, yaml.trim().split('\n').length + 1 - unwrapped),
  }
}

/** What `npm run new -- project "Harbour View Offices"` writes. */
const projectScaffold = scaffold(
  describeContent().find((kind) => kind.name === 'projects')!,
  'title',
  'Harbour View Offices',
  {},
  '',
)

const editor = await startEditor(repository)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows: string[][] = []
try {
  for (const save of [phoneChange, faqAnswerEdit, draftToggle, newProject]) {
    const before = existsSync(join(editor.folder, save.file)) ? editor.read(save.file) : ''
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await signIn(page, editor.url)
    await save.run(page, editor.url)
    await page.close()
    const after = editor.read(save.file)
    const { added, removed } = numstat(before, after, editor.folder)
    let note = ''
    if (!before) {
      const made = shape(after)
      const scaffoldOrder = shape(projectScaffold).keys.filter((key) => made.keys.includes(key))
      const order =
        made.keys.join() === scaffoldOrder.join()
          ? 'same field order as the scaffold'
          : 'field order differs from the scaffold'
      note = `${after.split('\n').length - 1} lines; ${made.wrapped} extra lines from wrapping; ${order}`
    }
    rows.push([save.name, save.file, String(removed), String(added), note])
  }
  const check = await editor.checkContent()
  console.log(`Content check after the saves: ${check.ok ? 'passed' : `failed\n${check.output}`}`)
} finally {
  await browser.close()
  editor.stop()
}

const header = ['Save (through the editor)', 'File', 'Lines removed', 'Lines added', 'New file']
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
console.log(`Editor at ${repository}`)
console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
