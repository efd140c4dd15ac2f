import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from './check.ts'

function runCheck(root: string, env: Record<string, string> = {}): { code: number; output: string } {
  const options = { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, GITHUB_ACTIONS: '', ...env } } as const
  try {
    // Node with tsx's loader rather than `npx tsx`, which starts npm first and costs twice the time.
    return {
      code: 0,
      output: execFileSync(
        process.execPath,
        ['--import', 'tsx', 'content-layer/commands/check-content.ts', root],
        options,
      ),
    }
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string }
    return { code: status, output: stdout + stderr }
  }
}

const root = 'tests/fixtures/broken-content'

describe('content check', () => {
  it('passes on the real content', () => {
    expect(checkContent().map((error) => error.message)).toEqual([])
  })

  it('fails on broken files, naming file, line, field and reason for each mistake', { timeout: 30_000 }, () => {
    const { code, output } = runCheck(root)
    expect(code).toBe(1)
    // A misspelt field: the field meant, where it is, and the field now missing.
    expect(output).toContain(
      `${root}/projects/misspelt-field.mdx\n` +
        '  - field "location": is required\n' +
        '  - line 4: unknown field "locaton": did you mean "location"?\n' +
        '  - line 6: field "category": must be "Industrial" or "Residential", not "Commercial"\n',
    )
    // Broken YAML: the lines of the broken construct.
    expect(output).toContain(`${root}/faqs/bad-indent.yaml\n  - line 2: invalid YAML (to line 3): `)
    // A value of the wrong kind.
    expect(output).toContain(`${root}/stats.yaml\n  - line 1: field "experienceYears": must be a number, not "thirty"`)
    // A published entry still holding a placeholder from `npm run new`.
    expect(output).toContain(`${root}/faqs/unfinished.yaml\n  - line 3: field "answer" still says "TODO"`)
    expect(output).toContain(`${root}/legal/no-frontmatter.mdx\n  - line 1: must start with a frontmatter block`)
    expect(output).toContain(`${root}/blog/news.mdx\n  - not a known kind of content file`)
    expect(output).toContain(`${root}/site.yaml\n  - this file is missing`)
    expect(output).toContain(
      `${root}/legal/privacy.mdx\n  - the cookie notice and the contact form link to this policy from every page, so ` +
        'it must be published (Draft off)',
    )
    // A draft may keep its placeholders.
    expect(output).not.toContain('work-in-progress.mdx')
    expect(output).not.toContain('::error')
  })

  it('reports a broken file against that file alone, not a count over its folder the file cannot be counted in', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'content-check-'))
    try {
      cpSync('content', join(cwd, 'content'), { recursive: true })
      // One of the five questions on the home page, its question misspelt.
      const faq = 'content/faqs/how-are-your-fees-set.yaml'
      const text = readFileSync(faq, 'utf8')
      expect(text).toContain('home: true')
      writeFileSync(join(cwd, faq), text.replace('question:', 'qestion:'))
      const errors = checkContent('content', cwd)
      expect(errors.map((error) => error.file)).toEqual([faq])
      expect(errors[0]!.message).toContain('unknown field "qestion": did you mean "question"?')
    } finally {
      rmSync(cwd, { recursive: true, force: true })
    }
  })

  it('annotates each problem on its file and line when run by GitHub Actions', { timeout: 30_000 }, () => {
    const { output } = runCheck(root, { GITHUB_ACTIONS: 'true' })
    expect(output).toContain(
      `::error file=${root}/projects/misspelt-field.mdx,line=4,title=Content check::unknown field "locaton": did you ` +
        `mean "location"?\n`,
    )
    // A missing field has no line of its own: the annotation goes on the first, where GitHub can show it.
    expect(output).toContain(
      `::error file=${root}/projects/misspelt-field.mdx,line=1,title=Content check::field "location": is required\n`,
    )
    expect(output).toContain(
      `::error file=${root}/faqs/bad-indent.yaml,line=2,title=Content check::invalid YAML (to line 3): `,
    )
  })
})
