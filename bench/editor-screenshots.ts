// The web editor's pictures in CONTENT.md, at 1280 px: the deployed editor's sign-in screen, and the Workflow board
// with one saved change. The board comes from `npm run cms` with CMS_WORKFLOW=1 on a throwaway clone of this
// repository (a save there makes a branch and a commit), so this checkout is never changed.
// Usage: npm run screenshots:editor [-- out dir]   (ports BENCH_PORT and the next, default 4300)
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect as baseExpect, chromium } from '@playwright/test'
import sirv from 'sirv'
import { writeAdmin } from '../editor/admin-files.ts'
import { chromiumArgs, chromiumPath } from '../local-stack/chromium.ts'

const outDir = process.argv[2] ?? 'docs/images'
const port = Number(process.env.BENCH_PORT ?? 4300)
const scratch = mkdtempSync(join(tmpdir(), 'editor-screenshots-'))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
// Decap reads every entry through its backend: on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 60_000 })

try {
  // 1. Sign-in, as on the site: /admin/ built for a GitHub repository (nothing is asked of GitHub until the click).
  const site = { name: 'Harbour & Hale', url: 'https://www.harbourandhale.co.uk' }
  await writeAdmin(join(scratch, 'site/admin'), { kind: 'github', repo: 'owner/website', branch: 'main' }, site)
  const server = createServer(sirv(join(scratch, 'site'))).listen(port, '127.0.0.1')
  await page.goto(`http://localhost:${port}/admin/`)
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
  await page.screenshot({ path: `${outDir}/editor-sign-in.png`, clip: { x: 340, y: 150, width: 600, height: 420 } })
  server.close()

  // 2. The Workflow board: one change saved (Save, as on the site) shows as a card under Drafts.
  const clone = join(scratch, 'clone')
  execFileSync('git', ['clone', '--quiet', '.', clone])
  execFileSync('git', ['-C', clone, 'checkout', '--quiet', '-B', 'main'])
  const editor = spawn('node_modules/.bin/tsx', ['editor/serve.ts'], {
    env: { ...process.env, CMS_PORT: String(port + 1), CMS_REPO_DIR: clone, CMS_WORKFLOW: '1' },
    stdio: 'inherit',
    detached: true,
  })
  try {
    const url = `http://localhost:${port + 1}/admin/`
    await expect
      .poll(
        () =>
          fetch(url).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 150_000 },
      )
      .toBe(true)
    await page.goto(url)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.goto(`${url}#/collections/faqs/entries/how-do-i-get-started`)
    const question = page.getByLabel('Question', { exact: true })
    await question.fill(`${await question.inputValue()} `)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Changes saved')).toBeVisible()
    await page.goto(`${url}#/workflow`)
    await expect(page.getByText('Drafts', { exact: true })).toBeVisible()
    // The save's notice closes by itself: the picture shows the board as the owner finds it later.
    await expect(page.getByText('Entry saved')).toBeHidden()
    await page.screenshot({ path: `${outDir}/editor-workflow.png`, clip: { x: 0, y: 0, width: 1280, height: 440 } })
  } finally {
    if (editor.pid) process.kill(-editor.pid, 'SIGTERM')
  }
} finally {
  await browser.close()
  rmSync(scratch, { recursive: true, force: true })
}
console.log(`editor-sign-in.png and editor-workflow.png in ${outDir}/`)
