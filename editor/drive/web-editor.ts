// The web editor as `npm run cms` runs it (Decap CMS and Decap's own local backend, decap-server),
// working on a copy of content/ in a temporary folder, driven in Chromium by the editor specs
// (tests/e2e) and `npm run bench:editor-saves`, which never change the repository's files. With the editorial
// workflow (CMS_WORKFLOW=1, as production runs it on GitHub) the copy is a git repository whose main branch is the
// site: each save a local branch, Publish a merge into main.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test as base, expect as baseExpect, type Dialog, type Page } from '@playwright/test'

// Decap loads each entry through decap-server: on a busy two-core machine that takes seconds, not
// the default five, so each wait allows thirty (it still ends as soon as the thing is there).
export const expect = baseExpect.configure({ timeout: 30_000 })

const thisRepository = fileURLToPath(new URL('../../', import.meta.url))

export interface EditorServer {
  url: string
  /** The temporary folder whose content/ the editor changes. */
  folder: string
  read: (file: string) => string
  /** `npm run check:content` on the temporary content/: its exit code and output. */
  checkContent: () => Promise<{ ok: boolean; output: string }>
  /** Puts back the repository's content/ in the temporary folder, as the editor first had it (with the workflow: main
   * as its only branch, one commit). */
  reset: () => void
  /** git in the temporary folder (with the workflow): its output. */
  git: (...args: string[]) => string
  stop: () => void
}

/**
 * A port just above the e2e server's (E2E_PORT), one per Playwright worker, so editor spec files can run at the same
 * time, and a checkout given a block of ten ports from E2E_PORT keeps its editors inside it.
 */
const basePort = Number(process.env.E2E_PORT ?? 4173) + 5 + Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** How long the editor may take to start: decap-server alone takes a minute on a busy two-core machine. */
export const startTimeout = 150_000

/**
 * `repository`: the checkout whose editor and content run (another one for a before-and-after measurement).
 * `workflow`: the editorial workflow, on a port of its own (two above the files-at-once editor's).
 */
export async function startEditor(repository = thisRepository, { workflow = false } = {}): Promise<EditorServer> {
  const tsx = join(repository, 'node_modules/.bin/tsx')
  const folder = mkdtempSync(join(tmpdir(), 'web-editor-'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Web editor test', '-c', 'user.email=editor@example.com', ...args], {
      cwd: folder,
      encoding: 'utf8',
    })
  const reset = () => {
    rmSync(join(folder, 'content'), { recursive: true, force: true })
    cpSync(join(repository, 'content'), join(folder, 'content'), { recursive: true })
    if (!workflow) return
    rmSync(join(folder, '.git'), { recursive: true, force: true })
    git('init', '--quiet', '--initial-branch=main')
    git('add', 'content')
    git('commit', '--quiet', '-m', 'The site')
  }
  reset()
  const port = basePort + (workflow ? 2 : 0)
  const child: ChildProcess = spawn(tsx, [join(repository, 'editor/serve.ts')], {
    cwd: repository,
    env: {
      ...process.env,
      CMS_PORT: String(port),
      CMS_REPO_DIR: folder,
      CMS_WORKFLOW: workflow ? '1' : '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stopping it stops decap-server too.
    detached: true,
  })
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    // Ready once the editor says so and its backend answers the editor's page.
    await new Promise<void>((ready, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Web editor:')) ready()
      })
      child.on('exit', (code) => fail(new Error(`npm run cms stopped (exit code ${code})`)))
    })
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${port}/api/v1`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
            body: '{"action":"info","params":{}}',
          })
            .then((response) => response.ok)
            .catch(() => false),
        { message: 'the backend answers', timeout: startTimeout },
      )
      .toBe(true)
  } catch (error) {
    stop()
    throw error
  }
  return {
    url: `http://localhost:${port}/admin/`,
    folder,
    read: (file) => readFileSync(join(folder, file), 'utf8'),
    checkContent: async () => {
      try {
        // What `npm run check:content` runs, with the temporary folder as the working directory.
        const { stdout, stderr } = await promisify(execFile)(
          tsx,
          [join(repository, 'content-layer/commands/check-content.ts'), 'content'],
          { cwd: folder },
        )
        return { ok: true, output: stdout + stderr }
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
        return { ok: false, output: stdout + stderr }
      }
    },
    reset,
    git,
    stop,
  }
}

/**
 * The page of the spec file running now: one tab per file, as the owner keeps one tab open, so a test goes on from
 * where the one before left it instead of loading Decap's 5 MB bundle again (3 to 4 s a test). A Playwright worker
 * runs its files one after another, so one variable per worker process is one tab per file.
 */
let pageOfThisFile: Page | undefined

/**
 * The editor specs' `test`: one editor per Playwright worker, started when the worker's first editor spec needs it
 * and shared by the editor spec files that worker runs (decap-server takes seconds to start, a minute on a busy
 * machine). Each file starts from the repository's content/ again, in a new browser context (`editorForThisFile`):
 * no file sees another's saves, sign-in or unsaved changes.
 */
export const test = base.extend<object, { editorServer: EditorServer; workflowEditorServer: EditorServer }>({
  editorServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const editor = await startEditor()
      await use(editor)
      editor.stop()
    },
    { scope: 'worker', timeout: startTimeout + 30_000 },
  ],
  // The editorial workflow's editor, started only by the spec files that ask for it.
  workflowEditorServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const editor = await startEditor(thisRepository, { workflow: true })
      await use(editor)
      editor.stop()
    },
    { scope: 'worker', timeout: startTimeout + 30_000 },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  page: async ({}, use) => {
    if (!pageOfThisFile) throw new Error('An editor spec calls editorForThisFile() first.')
    await use(pageOfThisFile)
  },
})

/**
 * The editor for the spec file that calls this, on a fresh copy of content/, and the file's one tab (1280 by 900, the
 * owner's screen): its tests share both and run in order. Each may take minutes when the machine is loaded. The
 * editor is there from the first test on. `workflow`: the editorial workflow's editor (each save a branch, Publish a
 * merge).
 */
export function editorForThisFile({ workflow = false } = {}): EditorServer {
  const editor = {} as EditorServer
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  const start = async (server: EditorServer, browser: import('@playwright/test').Browser) => {
    server.reset()
    Object.assign(editor, server)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    pageOfThisFile = await context.newPage()
  }
  if (workflow) test.beforeAll(({ workflowEditorServer, browser }) => start(workflowEditorServer, browser))
  else test.beforeAll(({ editorServer, browser }) => start(editorServer, browser))
  test.afterAll(async () => {
    await pageOfThisFile?.context().close()
    pageOfThisFile = undefined
  })
  return editor
}

/**
 * Opens the editor signed in, on its collection list. The file's first test signs in (no account: one button); the
 * tests after it come back to the list in the same tab as the owner would: closing what the test before left open and
 * leaving what it left unsaved (the browser's question answered by leaving). `reload` loads the editor afresh, so that
 * it reads files changed behind its back.
 */
export async function signIn(page: Page, url: string, { reload = false } = {}) {
  const leave = (dialog: Dialog) => dialog.accept()
  page.on('dialog', leave)
  if (reload || !page.url().startsWith(url)) await page.goto(url)
  else {
    const modal = page.getByRole('dialog')
    if (await modal.isVisible()) await modal.getByRole('button', { name: 'Close' }).first().click()
    await expect(modal).toHaveCount(0)
    await page.goto(`${url}#/`)
  }
  const login = page.getByRole('button', { name: 'Login' })
  const collections = page.getByRole('link', { name: 'Projects' }).first()
  await expect(login.or(collections).first()).toBeVisible()
  if (await login.isVisible()) await login.click()
  await expect(page).toHaveURL(/#\/collections\/[^/]+$/)
  await expect(collections).toBeVisible()
  page.off('dialog', leave)
}

/** Saves the open entry as the owner does locally (Publish, then Publish now) and waits for the editor to confirm. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()
}

/** The text below an MDX file's fields. */
export const bodyOf = (mdx: string) => mdx.slice(mdx.indexOf('\n---', 4) + 4)

/** Types `text` at the end of the open entry's page text, as the owner does. */
export async function typeAtEndOfText(page: Page, text: string) {
  await page.getByLabel('Page text').click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(text)
}
