import { describe, expect, it } from 'vitest'
import { content } from './vite-plugin.ts'

type Transform = (source: string, id: string) => { code: string } | undefined
const transform = (content().transform as unknown as Transform).bind({})

describe('content Vite plugin', () => {
  it('turns a content YAML file into its validated data', () => {
    const result = transform('question: Why?\nanswer: Because.\norder: 2\n', `${process.cwd()}/content/faqs/why.yaml`)
    expect(result?.code).toBe('export default {"question":"Why?","answer":["Because."],"order":2,"home":false}')
  })

  it('fails the build on a broken file, naming file and field', () => {
    expect(() => transform('question: Why?\norder: 2\n', `${process.cwd()}/content/faqs/why.yaml`)).toThrow(
      /content\/faqs\/why\.yaml\n {2}- field "answer": is required/,
    )
  })

  it('exports MDX frontmatter and leaves the body for the MDX compiler', () => {
    const source = '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\n---\n\n## 1. About us\n'
    const code = transform(source, `${process.cwd()}/content/legal/terms.mdx`)!.code
    expect(code).toContain('## 1. About us')
    expect(code).toContain('export const frontmatter = {"title":"Terms","description":"Our terms.","updated":"2026-01-01"}')
  })

  it('leaves files outside content/ alone', () => {
    expect(transform('a: 1', `${process.cwd()}/public/data.yaml`)).toBeUndefined()
  })
})
