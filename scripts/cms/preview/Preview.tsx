// One entry as the site shows it (templates.tsx), from the values in the editor's form: checked by
// its schema as the build checks it, so the page gets what it gets on the site. While the form holds
// something the check refuses, the last version that passed stays, with the check's messages above it.
import { Component, type ReactNode, useRef } from 'react'
import { type CollectionName, collectionNamed, schemaOf } from '#content/collections.ts'
import { plainMessage } from '#content/issue-messages.ts'
import { showBody } from './bodies.tsx'
import { previewContext, resolvePicturesWith } from './schema-context.ts'
import { useCompiledBody } from './mdx.ts'
import { isSingle, showSingles } from './singles.ts'
import { templates } from './templates.tsx'

export interface PreviewEntry {
  /** The kind of content, as content-layer/collections.ts names it. */
  collection: CollectionName
  /** The file's name (empty for an entry not saved yet). */
  slug: string
  /** The form's values; `body` is the text below the fields of an MDX file. */
  data: Record<string, unknown>
  /** The address the editor serves a picture from, by the name the entry gives it. */
  pictureAddress: (name: string) => string
}

const fieldName = (path: PropertyKey[]) =>
  path
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .slice(1)

export function Preview({ collection, slug, data, pictureAddress }: PreviewEntry) {
  const { body: source, ...fields } = data
  const withBody = collectionNamed(collection).files.endsWith('.mdx')
  const compiled = useCompiledBody(withBody ? String(source ?? '') : undefined)
  resolvePicturesWith(pictureAddress)
  const checked = schemaOf(collectionNamed(collection), previewContext).safeParse(fields, { error: plainMessage })
  const lastPassed = useRef<Record<string, unknown>>(undefined)
  if (checked.success) lastPassed.current = checked.data
  const value = lastPassed.current
  const problems = [
    ...(checked.error?.issues ?? []).map((issue) =>
      issue.path.length ? `${fieldName(issue.path)}: ${issue.message}` : issue.message,
    ),
    ...(compiled.problem ? [`page text: ${compiled.problem}`] : []),
  ]
  // What the components read as they render: the edited single file and body in place of the built ones.
  showSingles(isSingle(collection) && value ? { name: collection, value } : undefined)
  showBody(compiled.body)
  const ready = value && (!withBody || compiled.body)
  return (
    <>
      {problems.length > 0 && (
        <section
          className="border-l-4 border-brass-500 bg-paper-100 px-5 py-4 text-sm leading-relaxed text-ink-900"
          data-slot="preview-problems"
        >
          <p className="font-semibold">
            {ready
              ? 'The preview shows the last version that passed the content check. To show this one, fix:'
              : 'The preview shows the page once these are fixed:'}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      {ready && <Shown data={data}>{templates[collection]({ value, slug: slug || 'new-entry' })}</Shown>}
    </>
  )
}

/** A page that fails to render shows why, until the form changes. */
class Shown extends Component<{ data: object; children: ReactNode }, { error?: Error; during?: object }> {
  state: { error?: Error; during?: object } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  static getDerivedStateFromProps(props: { data: object }, state: { during?: object }) {
    return state.during && state.during !== props.data ? { error: undefined, during: undefined } : null
  }
  componentDidCatch() {
    this.setState({ during: this.props.data })
  }
  render() {
    const { error } = this.state
    return error ? (
      <p className="container py-10 text-ink-800">The preview cannot show this page yet: {error.message}</p>
    ) : (
      this.props.children
    )
  }
}
