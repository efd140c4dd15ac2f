import { describe, expect, it } from 'vitest'
import { content } from './vite-plugin.ts'

type Transform = (source: string, id: string) => { code: string } | undefined
const transform = (content().transform as unknown as Transform).bind({})

describe('content Vite plugin', () => {
  it('turns a content YAML file into its validated data', () => {
    const result = transform('question: Why?\nanswer: Because.\norder: 2\n', `${process.cwd()}/content/faqs/why.yaml`)
    expect(result?.code).toBe('export default {"question":"Why?","answer":["Because."],"order":2,"home":false,"draft":false}')
  })

  it('fails the build on a broken file, naming file and field', () => {
    expect(() => transform('question: Why?\norder: 2\n', `${process.cwd()}/content/faqs/why.yaml`)).toThrow(
      /content\/faqs\/why\.yaml\n {2}- field "answer": is required/,
    )
  })

  it('strips MDX frontmatter for the MDX compiler, keeping line numbers', () => {
    const source = '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\n---\n\n## 1. About us\n'
    const code = transform(source, `${process.cwd()}/content/legal/terms.mdx`)!.code
    expect(code).not.toContain('title:')
    expect(code.split('\n').indexOf('## 1. About us')).toBe(6)
  })

  it('loads an MDX file\'s frontmatter alone as data', () => {
    const load = content().load as unknown as (id: string) => string | undefined
    const code = load.call({ addWatchFile() {} }, `${process.cwd()}/content/legal/terms.mdx?frontmatter`)
    expect(code).toMatch(/^export default \{"title":"Terms and Conditions",/)
    expect(code).not.toContain('##')
  })

  it('leaves files outside content/ alone', () => {
    expect(transform('a: 1', `${process.cwd()}/public/data.yaml`)).toBeUndefined()
  })
})
