import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { checkContent } from './check.ts'

function runCheck(root: string): { code: number; output: string } {
  try {
    const output = execFileSync('npx', ['tsx', 'scripts/check-content.ts', root], { encoding: 'utf8', stdio: 'pipe' })
    return { code: 0, output }
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string }
    return { code: status, output: stdout + stderr }
  }
}

describe('content check', () => {
  it('passes on the real content', () => {
    expect(checkContent().map((error) => error.message)).toEqual([])
  })

  it('fails on broken files, naming file, field and reason for each', { timeout: 30_000 }, () => {
    const { code, output } = runCheck('tests/fixtures/broken-content')
    expect(code).toBe(1)
    const root = 'tests/fixtures/broken-content'
    expect(output).toContain(`${root}/projects/misspelt-field.mdx\n`)
    expect(output).toContain('unknown field "locaton"')
    expect(output).toContain('field "location": is required')
    expect(output).toMatch(/field "category": .*"Industrial"\|"Residential"/)
    expect(output).toMatch(new RegExp(`${root}/faqs/bad-indent\\.yaml:2\\n.*invalid YAML on lines 2-3`))
    expect(output).toContain(`${root}/legal/no-frontmatter.mdx\n  - must start with a frontmatter block`)
    expect(output).toMatch(/stats\.yaml\n(.*\n)*.*field "experienceYears": .*number/)
    expect(output).toContain(`${root}/site.yaml\n  - this file is missing`)
  })
})
