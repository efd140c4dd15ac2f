import { describe, expect, it } from 'vitest'
import { ContentError, parseContentFile } from './parse.ts'

function problemsOf(file: string, source: string): string {
  try {
    parseContentFile(file, source)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as ContentError).message
  }
  throw new Error(`${file} was accepted`)
}

const faq = (extra = '') => `question: How do I start?\nanswer: |\n  Book a call.\n\n  We reply within a day.\norder: 1\n${extra}`

describe('parseContentFile', () => {
  it('returns cleaned data: paragraphs split, defaults applied', () => {
    const { data } = parseContentFile('content/faqs/start.yaml', faq())
    expect(data).toEqual({ question: 'How do I start?', answer: ['Book a call.', 'We reply within a day.'], order: 1, home: false })
  })

  it('names the file and an unknown field, so a typo cannot pass silently', () => {
    const message = problemsOf('content/faqs/start.yaml', faq('hoem: true\n'))
    expect(message).toMatch(/^content\/faqs\/start\.yaml\n/)
    expect(message).toContain('unknown field "hoem"')
  })

  it('names a missing field and a wrong value with the reason', () => {
    const message = problemsOf('content/faqs/start.yaml', 'question: How?\norder: first\n')
    expect(message).toContain('field "answer": is required')
    expect(message).toMatch(/field "order": .*number/)
  })

  it('gives the line of invalid YAML, counted in the file', () => {
    const message = problemsOf('content/faqs/start.yaml', 'question: How?\nanswer: Like this.\n  order: 1\n')
    expect(message).toMatch(/^content\/faqs\/start\.yaml:\d+/)
    expect(message).toContain('invalid YAML on line')
  })

  it('counts frontmatter YAML lines from the top of an MDX file', () => {
    const message = problemsOf('content/legal/terms.mdx', '---\ntitle: Terms\ndescription: x\n  updated: 2026-01-01\n---\n\nBody')
    expect(message).toMatch(/^content\/legal\/terms\.mdx:3\n {2}- invalid YAML on lines 3-4: /)
  })

  it('strips MDX frontmatter but keeps the body on its original lines', () => {
    const source = '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\n---\n\n## 1. About us\n'
    const { data, body } = parseContentFile('content/legal/terms.mdx', source)
    expect(data).toEqual({ title: 'Terms', description: 'Our terms.', updated: '2026-01-01' })
    expect(body.split('\n').indexOf('## 1. About us')).toBe(source.split('\n').indexOf('## 1. About us'))
    expect(body).not.toContain('title:')
  })

  it('rejects an MDX file without frontmatter', () => {
    expect(problemsOf('content/legal/terms.mdx', '## Terms\n')).toContain('must start with a frontmatter block')
  })

  it('rejects a file in a place no content type lives', () => {
    expect(problemsOf('content/blog/post.mdx', '---\ntitle: x\n---\n')).toContain('not a known kind of content file')
  })

  it('checks nested fields of the site identity by their path', () => {
    const message = problemsOf('content/site.yaml', 'name: X\nsocial:\n  instagram: not a url\n')
    expect(message).toContain('field "social.instagram"')
    expect(message).toContain('field "email": is required')
  })

  it('checks list items by their index', () => {
    const message = problemsOf('content/stats.yaml', 'experienceYears: 30\nheadline:\n  - value: 1\n    label: ""\nportfolio: []\n')
    expect(message).toContain('field "headline[0].label": Must not be empty')
    expect(message).toMatch(/field "headline": .*3/)
  })
})
