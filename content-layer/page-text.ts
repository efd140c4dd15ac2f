// What page text (an MDX file's body) may hold: docs/editing.md, "Page text is words". MDX would also run code written
// in the text ({...}, import/export, onClick={...}): in the build, in visitors' browsers and in the editor's preview,
// the page that holds the owner's GitHub token.
import { compileSync } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import type { Problem } from './parse.ts'
import { orList } from './issue-messages.ts'
import { pageTextComponents } from './page-components.ts'

const componentRules: Record<string, Record<string, readonly string[]>> = pageTextComponents

const quoted = (values: readonly string[]) => orList(values.map((value) => `"${value}"`))
const backslashHint = 'to show it as written, put a backslash before it'

/** How a component is written, e.g. <Site field="..." />. */
const formOf = (name: string, props: object) =>
  `<${name} ${Object.keys(props)
    .map((prop) => `${prop}="..."`)
    .join(' ')} />`

/** A tree node of the text as the MDX parser reads it: only the parts the rules look at. */
interface Node {
  type: string
  name?: string | null
  value?: unknown
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: { line: number } }
}

/** Why a component's written form is not allowed, if it is not. */
function componentProblem(node: Node): string | undefined {
  const name = node.name ?? ''
  const allowed = Object.hasOwn(componentRules, name) ? componentRules[name] : undefined
  const components = Object.entries(componentRules).map(([component, props]) => formOf(component, props))
  if (!allowed)
    return (
      `"<${name}" is not one of the site's components (${orList(components)}): ` +
      `to show a "<" as written, put a backslash before it (\\<)`
    )
  const props = Object.keys(allowed)
  const form = formOf(name, allowed)
  for (const attribute of node.attributes ?? []) {
    const prop = attribute.type === 'mdxJsxAttribute' ? attribute.name : undefined
    if (!prop || !Object.hasOwn(allowed, prop)) return `<${name}> takes only ${form}, nothing else`
    if (typeof attribute.value !== 'string')
      return `${form}: write the ${prop} in quotes, e.g. ${prop}="${allowed[prop]![0]}"`
    if (!allowed[prop]!.includes(attribute.value))
      return `<${name} ${prop}="${attribute.value}" />: ${prop} must be ${quoted(allowed[prop]!)}`
  }
  const missing = props.find((prop) => !node.attributes?.some((attribute) => attribute.name === prop))
  if (missing) return `<${name} /> needs ${missing}="...", one of ${quoted(allowed[missing]!)}`
  if (node.children?.length) return `<${name}> stands on its own, with nothing inside it: write ${form}`
  return undefined
}

/** Why a node of the text is not words, if it is not. */
function nodeProblem(node: Node): string | undefined {
  switch (node.type) {
    case 'mdxjsEsm':
      return (
        'a paragraph starting with "import" or "export" is read as a program instruction, which page text cannot ' +
        'hold: remove it, or start the sentence with another word'
      )
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const text = `{${String(node.value)}}`
      return (
        `text in curly brackets (${text.length > 30 ? `${text.slice(0, 27)}...` : text}) is read as a formula, ` +
        `which page text cannot hold: ${backslashHint} (\\{ and \\})`
      )
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return componentProblem(node)
  }
  return undefined
}

/** The page-text rules over one tree: every node that is not words, with its line. */
function problemsIn(node: Node, found: Problem[] = []): Problem[] {
  const problem = nodeProblem(node)
  if (problem) found.push({ message: problem, line: node.position?.start.line })
  // A component's own children are reported with it, not one by one.
  else for (const child of node.children ?? []) problemsIn(child, found)
  return found
}

/** Page text that is not words: the build fails with it, the check lists its problems, the preview shows them. */
export class PageTextError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(({ message, line }) => `${line ? `line ${line}: ` : ''}${message}`).join('\n'))
    this.name = 'PageTextError'
  }
}

/** The remark plugin that refuses anything but words and the site's components, before the text is compiled. */
export function remarkPageText() {
  return (tree: Node) => {
    const problems = problemsIn(tree)
    if (problems.length) throw new PageTextError(problems)
  }
}

/** The MDX options every compiler of page text uses: GitHub-flavoured Markdown, then the page-text rules. */
export const pageTextOptions = { remarkPlugins: [remarkGfm, remarkPageText] }

/** The parser's complaint about text it cannot read, as a sentence for the owner. */
function unreadable(error: { source?: string | null; reason?: string; message: string }): string {
  const reason = error.reason ?? error.message
  if (error.source?.includes('esm'))
    return (
      'a paragraph starting with "import" or "export" is read as a program instruction: remove it, or start the ' +
      'sentence with another word'
    )
  if (error.source?.includes('expression'))
    return `a curly bracket "{" here has no partner, or holds something unreadable: ${backslashHint} (\\{ and \\})`
  if (error.source?.includes('jsx')) {
    const link = /create a link/.test(reason)
      ? '; to link an address, write [jo@example.co.uk](mailto:jo@example.co.uk) or ' +
        '[example.co.uk](https://example.co.uk)'
      : ''
    return `a "<" here starts something that is not one of the site's components: ${backslashHint} (\\<)${link}`
  }
  return `this part of the text cannot be read: look for a stray "<", "{" or "}" and ${backslashHint}`
}

/**
 * Compiles a body as the build does and returns what stops it, each problem with its line (counted in `body`: the
 * content layer blanks the frontmatter so lines match the file). Empty when the body builds.
 */
export function pageTextProblems(body: string): Problem[] {
  try {
    compileSync(body, pageTextOptions)
    return []
  } catch (error) {
    return problemsOf(error)
  }
}

/** What a failed compile of page text means, each problem with its line. */
export function problemsOf(error: unknown): Problem[] {
  if (error instanceof PageTextError) return error.problems
  const message = error as { line?: number; source?: string; reason?: string; message: string }
  return [{ message: unreadable(message), line: message.line ?? undefined }]
}
