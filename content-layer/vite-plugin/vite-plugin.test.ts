import { describe, expect, it } from 'vitest'
import { content } from './vite-plugin.ts'

type Transform = (source: string, id: string) => Promise<{ code: string } | undefined>
const transform = (content().transform as unknown as Transform).bind({})

describe('content Vite plugin', () => {
  it('turns a content YAML file into its validated data', async () => {
    const result = await transform(
      'question: Why?\nanswer: Because.\norder: 2\n',
      `${process.cwd()}/content/faqs/why.yaml`,
    )
    expect(result?.code).toBe(
      'export default {"question":"Why?","answer":["Because."],"order":2,"home":false,"draft":false}',
    )
  })

  it('fails the build on a broken file, naming file and field', async () => {
    await expect(transform('question: Why?\norder: 2\n', `${process.cwd()}/content/faqs/why.yaml`)).rejects.toThrow(
      /content\/faqs\/why\.yaml\n {2}- field "answer": is required/,
    )
  })

  it('strips MDX frontmatter for the MDX compiler, keeping line numbers', async () => {
    const source = '---\ntitle: Terms\ndescription: Our terms.\nupdated: 2026-01-01\n---\n\n## 1. About us\n'
    const code = (await transform(source, `${process.cwd()}/content/legal/terms.mdx`))!.code
    expect(code).not.toContain('title:')
    expect(code.split('\n').indexOf('## 1. About us')).toBe(6)
  })

  it("loads an MDX file's frontmatter alone as data", async () => {
    const load = content().load as unknown as (id: string) => Promise<string | undefined>
    const code = await load.call({ addWatchFile() {} }, `${process.cwd()}/content/legal/terms.mdx?frontmatter`)
    expect(code).toMatch(/^export default \{"title":"Terms and Conditions",/)
    expect(code).not.toContain('##')
  })

  it('gives each picture its files, size and a tiny blurred placeholder; decorative pictures need none', async () => {
    const load = content().load as unknown as (id: string) => Promise<string>
    const about = JSON.parse(
      (await load.call({ addWatchFile() {} }, `${process.cwd()}/content/about.mdx?frontmatter`)).slice(
        'export default '.length,
      ),
    )
    expect(about.portrait).toMatchObject({
      src: expect.stringMatching(/^\/assets\/images\/portrait-[0-9a-f]{8}$/),
      width: 1200,
      height: 1500,
      widths: [480, 800, 1200],
    })
    expect(about.portrait.alt).toMatch(/^Line drawing of/)
    expect(about.portrait.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(about.portrait.placeholder.length).toBeLessThan(600)

    const intro = JSON.parse(
      (await transform(
        `stages:\n${[1, 2, 3, 4].map((n) => `  - label: Step ${n}\n    image: intro/intro-${n}.svg\n`).join('')}`,
        `${process.cwd()}/content/intro.yaml`,
      ))!.code.slice('export default '.length),
    )
    expect(intro.stages[0].image).toMatchObject({ alt: '', width: 1600, height: 1000 })
    expect(intro.stages[0].image.placeholder).toBeUndefined()
  })

  it('leaves files outside content/ alone', async () => {
    expect(await transform('a: 1', `${process.cwd()}/public/data.yaml`)).toBeUndefined()
  })
})

describe('content errors in the browser during npm run dev', () => {
  // A stand-in for Vite's dev server: what the plugin sends to open pages, and to a page that connects.
  function devServer() {
    const sent: { type: string; err?: { message: string; loc?: { line: number }; frame?: string } }[] = []
    let onConnect: (data: unknown, client: { send: (payload: unknown) => void }) => void = () => {}
    const server = {
      ws: { send: (payload: (typeof sent)[number]) => sent.push(payload) },
      environments: { client: { hot: { on: (_event: string, listener: typeof onConnect) => (onConnect = listener) } } },
    }
    const plugin = content()
    ;(plugin.configureServer as (server: unknown) => void)(server)
    const transform = (plugin.transform as unknown as Transform).bind({})
    const connect = () => {
      const received: unknown[] = []
      onConnect(undefined, { send: (payload) => received.push(payload) })
      return received
    }
    return { sent, transform, connect }
  }
  const file = `${process.cwd()}/content/faqs/why.yaml`

  it('sends a broken file to the open pages as an error overlay, pointing at the line', async () => {
    const { sent, transform } = devServer()
    await expect(transform('question: Why?\nanswer: Because.\nordr: 2\n', file)).rejects.toThrow()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.type).toBe('error')
    expect(sent[0]!.err!.message).toContain('line 3: unknown field "ordr": did you mean "order"?')
    expect(sent[0]!.err!.loc).toMatchObject({ file, line: 3 })
    expect(sent[0]!.err!.frame).toContain('> 3 | ordr: 2')
  })

  it('shows the error to a page opened while the file is broken, and stops once it is fixed', async () => {
    const { transform, connect } = devServer()
    await expect(transform('question: Why?\norder: 2\n', file)).rejects.toThrow()
    expect(JSON.stringify(connect())).toContain('field \\"answer\\": is required')
    await transform('question: Why?\nanswer: Because.\norder: 2\n', file)
    expect(connect()).toEqual([])
  })
})
