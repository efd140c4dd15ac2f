import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from './check.ts'
import { footerLinks, homeProjects, homeQuestions } from './cross-file.ts'

let cwd: string
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'cross-file-'))
  cpSync('content', join(cwd, 'content'), { recursive: true })
})
afterEach(() => rmSync(cwd, { recursive: true, force: true }))

/** Changes a line of a content file in the copy, as the editor's save would. */
function edit(file: string, from: string, to: string) {
  const path = join(cwd, 'content', file)
  const text = readFileSync(path, 'utf8')
  expect(text).toContain(from)
  writeFileSync(path, text.replace(from, to))
}
/** Switches Draft on, as the editor writes it (after the other fields). */
function hide(file: string) {
  const path = join(cwd, 'content', file)
  const text = readFileSync(path, 'utf8')
  writeFileSync(path, file.endsWith('.mdx') ? text.replace(/\n---\n/, '\ndraft: true\n---\n') : `${text}draft: true\n`)
}
const problems = () => checkContent('content', cwd).map((error) => error.message)

describe('rules across content files', () => {
  it('hiding a featured project and a home question breaks nothing: the home page fills up from the others', () => {
    hide('projects/copperleaf-business-park.mdx')
    hide('faqs/how-are-your-fees-set.yaml')
    expect(problems()).toEqual([])
  })

  it('featuring more than the strip holds is not an error', () => {
    edit('projects/the-oaks-business-park.mdx', 'featured: false', 'featured: true')
    edit('faqs/what-is-an-employers-agent.yaml', 'home: false', 'home: true')
    expect(problems()).toEqual([])
  })

  it('refuses only a count the site cannot fill, in a sentence saying what to do', () => {
    for (const slug of ['copperleaf-business-park', 'farmstead-eastry', 'dane-road-birchington'])
      hide(`projects/${slug}.mdx`)
    expect(problems()).toEqual([
      "content/projects/\n  - The home page's project strip shows 4 projects, and only 3 are published: at least 4 " +
        'must be on the site (Draft off).',
    ])
  })

  it('keeps the policies the cookie notice and the form link to published; the footer leaves the others out', () => {
    hide('legal/terms.mdx')
    expect(problems()).toEqual([])
    hide('legal/privacy.mdx')
    expect(problems()).toEqual([
      'content/legal/privacy.mdx\n  - the cookie notice and the contact form link to this policy from every page, so ' +
        'it must be published (Draft off)',
    ])
    expect(footerLinks(['privacy', 'cookies', 'complaints', 'modern-slavery']).map(({ label }) => label)).toEqual([
      'Privacy Policy',
      'Cookies Policy',
      'Update Preferences',
      'Complaints Procedure',
      'Modern Slavery Policy',
    ])
  })
})

describe('the home page lists', () => {
  const project = (title: string, featured: boolean) => ({ title, featured })
  it('show the featured projects first, in their order, then the others, 4 in all', () => {
    const projects = [project('A', false), project('B', true), project('C', false), project('D', true)]
    expect(homeProjects([...projects, project('E', false)]).map(({ title }) => title)).toEqual(['B', 'D', 'A', 'C'])
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((title) => project(title, true))
    expect(homeProjects(six).map(({ title }) => title)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('show the questions marked for the home page first, then the others, 5 in all', () => {
    const faqs = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((question, index) => ({ question, home: index > 2 }))
    expect(homeQuestions(faqs).map(({ question }) => question)).toEqual(['D', 'E', 'F', 'G', 'A'])
  })
})
