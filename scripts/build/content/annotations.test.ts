import { describe, expect, it } from 'vitest'
import { githubAnnotations } from './annotations.ts'
import { ContentError } from './parse.ts'

describe('GitHub annotations', () => {
  it('escapes what would end the command or the property early, so the message arrives whole', () => {
    const error = new ContentError('content/faqs/a,b:c.yaml', [{ message: '100% sure\nnext line', line: 2 }, 'this file is missing'])
    expect(githubAnnotations(error)).toEqual([
      '::error file=content/faqs/a%2Cb%3Ac.yaml,line=2,title=Content check::100%25 sure%0Anext line',
      '::error file=content/faqs/a%2Cb%3Ac.yaml,title=Content check::this file is missing',
    ])
  })
})
