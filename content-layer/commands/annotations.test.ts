import { describe, expect, it } from 'vitest'
import { githubAnnotations } from './annotations.ts'
import { ContentError } from '#content/parse.ts'

describe('GitHub annotations', () => {
  it('escapes what would end the command or the property early, so the message arrives whole', () => {
    const error = new ContentError('content/faqs/a,b:c.yaml', [{ message: '100% sure\nnext line', line: 2 }])
    expect(githubAnnotations(error)).toEqual([
      '::error file=content/faqs/a%2Cb%3Ac.yaml,line=2,title=Content check::100%25 sure%0Anext line',
    ])
  })

  it(
    'puts a problem with the file as a whole (a missing field) on its first line, where the annotation can ' + 'show',
    () => {
      const error = new ContentError('content/projects/x.mdx', ['field "title": is required'])
      expect(githubAnnotations(error)).toEqual([
        '::error file=content/projects/x.mdx,line=1,title=Content check::field "title": is required',
      ])
    },
  )

  it(
    'puts a problem with a whole folder on the files of that folder the change touched, else on its first ' + 'file',
    () => {
      const error = new ContentError('content/faqs/', ['exactly 5 published questions must have "home: true"'])
      const files = ['content/faqs/b.yaml', 'content/faqs/a.yaml', 'content/site.yaml']
      expect(githubAnnotations(error, { changed: ['content/faqs/b.yaml', 'README.md'], files })).toEqual([
        '::error file=content/faqs/b.yaml,line=1,title=Content check::exactly 5 published questions must have "home: ' +
          'true"',
      ])
      expect(githubAnnotations(error, { changed: ['README.md'], files })).toEqual([
        '::error file=content/faqs/a.yaml,line=1,title=Content check::exactly 5 published questions must have "home: ' +
          'true"',
      ])
    },
  )
})
