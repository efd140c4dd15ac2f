import { describe, expect, it } from 'vitest'
import { ContentError, parseContentFile } from './parse.ts'
import { buildContext } from './build-context.ts'

function problemsOf(file: string, source: string): string {
  try {
    parseContentFile(file, source, buildContext)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as ContentError).message
  }
  throw new Error(`${file} was accepted`)
}

const faq = (extra = '') =>
  `question: How do I start?\nanswer: |\n  Book a call.\n\n  We reply within a day.\norder: 1\n${extra}`

describe('parseContentFile', () => {
  it('returns cleaned data: paragraphs split, defaults applied', () => {
    const { data } = parseContentFile('content/faqs/start.yaml', faq(), buildContext)
    expect(data).toEqual({
      question: 'How do I start?',
      answer: ['Book a call.', 'We reply within a day.'],
      order: 1,
      home: false,
      draft: false,
    })
  })

  it('names the file and an unknown field with its line, and suggests the field meant', () => {
    const message = problemsOf('content/faqs/start.yaml', faq('hoem: true\n'))
    expect(message).toMatch(/^content\/faqs\/start\.yaml\n/)
    expect(message).toContain('  - line 7: unknown field "hoem": did you mean "home"?')
  })

  it('suggests the field meant in an MDX frontmatter, counting lines from the top of the file', () => {
    const message = problemsOf(
      'content/legal/terms.mdx',
      '---\ntitle: Terms\ndescripton: Our terms.\nupdated: 2026-01-01\n---\n',
    )
    expect(message).toContain('line 3: unknown field "descripton": did you mean "description"?')
  })

  it('lists the fields allowed when no field is close to an unknown one', () => {
    const message = problemsOf('content/faqs/start.yaml', faq('colour: blue\n'))
    expect(message).toContain(
      'unknown field "colour": remove it, or use one of "question", "answer", "order", "home", "draft"',
    )
  })

  it("suggests fields inside a group by the group's own fields", () => {
    const message = problemsOf('content/site.yaml', 'address:\n  bulding: Unit 4\n')
    expect(message).toContain('line 2: unknown field "bulding" in "address": did you mean "building"?')
  })

  it('names a missing field and a wrong value with the reason, in plain words', () => {
    const message = problemsOf('content/faqs/start.yaml', 'question: How?\norder: first\n')
    expect(message).toContain('  - field "answer": is required')
    expect(message).toContain('  - line 2: field "order": must be a number, not "first"')
  })

  it('names an empty value and the choices of a list of options', () => {
    const source = '---\ntitle: X\nlocation:\ncategory: Commercial\n---\n'
    const message = problemsOf('content/projects/x.mdx', source)
    expect(message).toContain('line 3: field "location": has no value: write it after the colon')
    expect(message).toContain('line 4: field "category": must be "Industrial" or "Residential", not "Commercial"')
  })

  it('gives the line of invalid YAML, counted in the file', () => {
    const message = problemsOf('content/faqs/start.yaml', 'question: How?\nanswer: Like this.\n  order: 1\n')
    expect(message).toMatch(/^content\/faqs\/start\.yaml\n {2}- line 2: invalid YAML/)
  })

  it('counts frontmatter YAML lines from the top of an MDX file', () => {
    const message = problemsOf(
      'content/legal/terms.mdx',
      '---\ntitle: Terms\ndescription: x\n  updated: 2026-01-01\n---\n\nBody',
    )
    expect(message).toMatch(/^content\/legal\/terms\.mdx\n {2}- line 3: invalid YAML \(to line 4\): /)
  })

  it('strips MDX frontmatter but keeps the body on its original lines', () => {
    const source = '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\n---\n\n## 1. About us\n'
    const { data, body } = parseContentFile('content/legal/terms.mdx', source, buildContext)
    expect(data).toEqual({ title: 'Terms', description: 'Our terms.', updated: '2026-01-01', draft: false })
    expect(body.split('\n').indexOf('## 1. About us')).toBe(source.split('\n').indexOf('## 1. About us'))
    expect(body).not.toContain('title:')
  })

  it('rejects an MDX file without frontmatter, or whose frontmatter is never closed', () => {
    expect(problemsOf('content/legal/terms.mdx', '## Terms\n')).toContain('line 1: must start with a frontmatter block')
    expect(problemsOf('content/legal/terms.mdx', '---\ntitle: Terms\n\n## Terms\n')).toContain(
      'line 1: must start with a frontmatter block',
    )
  })

  it('reads a file saved with Windows line endings, its body on its original lines', () => {
    const source =
      '---\r\ntitle: Terms\r\ndescription: Our terms.\r\nupdated: 2026-01-01\r\n---\r\n\r\n## 1. About us\r\n'
    const { data, body } = parseContentFile('content/legal/terms.mdx', source, buildContext)
    expect(data).toMatchObject({ title: 'Terms', updated: '2026-01-01' })
    expect(body.split('\n').findIndex((line) => line.startsWith('## 1.'))).toBe(
      source.split('\n').findIndex((line) => line.startsWith('## 1.')),
    )
  })

  it('rejects a file in a place no content type lives', () => {
    expect(problemsOf('content/blog/post.mdx', '---\ntitle: x\n---\n')).toContain('not a known kind of content file')
  })

  it('checks nested fields of the site identity by their path', () => {
    const message = problemsOf('content/site.yaml', 'name: X\nsocial:\n  instagram: not a url\n')
    expect(message).toContain(
      'line 3: field "social.instagram": must be a web address starting https://, not "not a url"',
    )
    expect(message).toContain('field "email": is required')
    expect(message).toContain('line 3: field "social.linkedin": is required')
  })

  it('checks list items by their index', () => {
    const message = problemsOf(
      'content/stats.yaml',
      'experienceYears: 30\nheadline:\n  - value: 1\n    label: ""\nportfolio: []\n',
    )
    // Items are counted from 1, as the owner would count them.
    expect(message).toContain('line 4: field "headline[1].label": Must not be empty')
    expect(message).toContain('line 3: field "headline": needs exactly 3 items')
    expect(message).toContain('field "headline[1].value": must be text: put it in quotes, e.g. "1"')
  })
})

describe('drafts and placeholders', () => {
  const draftFaq = 'question: TODO\nanswer: TODO\norder: TODO\ndraft: true\n'

  it('accepts a draft that still has placeholders, and withholds its content', () => {
    expect(parseContentFile('content/faqs/start.yaml', draftFaq, buildContext)).toEqual({
      data: { draft: true },
      body: '',
      draft: true,
    })
  })

  it('withholds the body of a draft page', () => {
    const source =
      '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\ndraft: true\n---\n\n## Secret plans\n'
    expect(parseContentFile('content/legal/terms.mdx', source, buildContext)).toEqual({
      data: { draft: true },
      body: '',
      draft: true,
    })
  })

  it('still checks a draft for real mistakes', () => {
    expect(problemsOf('content/faqs/start.yaml', `${draftFaq}hoem: true\n`)).toContain(
      'unknown field "hoem": did you mean "home"?',
    )
    expect(problemsOf('content/faqs/start.yaml', 'question: TODO\nanswer: TODO\norder: -1\ndraft: true\n')).toContain(
      'field "order": must be more than 0',
    )
  })

  it('refuses to publish a placeholder, naming each field and its line', () => {
    const message = problemsOf('content/faqs/start.yaml', draftFaq.replace('draft: true', 'draft: false'))
    expect(message).toContain(
      'line 1: field "question" still says "TODO": write it in, or keep "draft: true" until the entry is ready',
    )
    expect(message).toContain('line 3: field "order" still says "TODO"')
    expect(message).not.toContain('must be a number')
  })

  it('does not offer a draft where the kind of file cannot be one', () => {
    const message = problemsOf(
      'content/stats.yaml',
      'experienceYears: 30\nheadline: []\nportfolio:\n  - value: TODO\n    label: Houses\n',
    )
    expect(message).toMatch(/line 4: field "portfolio\[1\]\.value" still says "TODO": write it in$/m)
  })

  it('refuses to publish placeholder text in the body', () => {
    const source = '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\n---\n\n## 1. About us\n\nTODO\n'
    expect(problemsOf('content/legal/terms.mdx', source)).toContain('line 9: the text still says "TODO"')
  })
})
