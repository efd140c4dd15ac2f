// What the content check refuses never deploys: on a copy of the site whose files are each valid but whose projects
// are too few on the site (three hidden, as three separate saves in the web editor can leave them), `vike build`
// fails before it renders anything, with the check's own sentence, and writes no pages a host could publish.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfSite } from '../tests/integration/support/site-copy.ts'

let dir: string
const inCopy = (path: string) => join(dir, path)
const run = (args: string[]) =>
  spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })

beforeAll(() => {
  dir = copyOfSite('build-refuses-', [
    'content',
    'content-layer',
    'editor',
    'build',
    'pages',
    'components',
    'shell',
    'supabase',
    'package.json',
    'theme.ts',
    'tsconfig.json',
    'vite.config.ts',
    'uno.config.ts',
  ])
  // Three of the six projects hidden: each file valid, the home page's strip of 4 not fillable.
  const projects = readdirSync(inCopy('content/projects')).filter((file) => file.endsWith('.mdx'))
  for (const file of projects.slice(0, 3)) {
    const path = inCopy(`content/projects/${file}`)
    writeFileSync(path, readFileSync(path, 'utf8').replace(/\n---\n/, '\ndraft: true\n---\n'))
  }
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a build of content the check refuses', () => {
  it('fails with the content check’s own sentence and writes no pages', () => {
    const check = run(['--import', 'tsx', 'content-layer/commands/check-content.ts'])
    expect(check.status).toBe(1)
    const sentence = /The home page's project strip shows 4 projects, and only 3 are published[^\n]*/.exec(
      check.stderr,
    )?.[0]
    expect(sentence, check.stderr).toBeTruthy()

    const build = run([resolve('node_modules/vike/bin.js'), 'build'])
    expect(build.status, build.stdout).not.toBe(0)
    expect(build.stdout + build.stderr).toContain(sentence)
    expect(build.stdout + build.stderr).toContain('CONTENT.md explains each message and how to fix it.')
    expect(existsSync(inCopy('dist/client/index.html'))).toBe(false)
  }, 120_000)
})
