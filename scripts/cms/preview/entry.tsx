// The preview's bundle (vite.config.ts), loaded by browser/preview.ts: each entry as the site shows it (templates.tsx),
// in a React root of its own in Decap's preview frame, from the form's values checked by its schema as the build
// checks them; while the form holds something the check refuses, the last version that passed stays, under the
// check's messages.
import '../../../shell/styles.ts'
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' }
import { Component, type ReactNode, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { intro, pages, site, stats } from '#content'
import { type CollectionName, collectionNamed, schemaOf } from '#content/collections.ts'
import { iconFromSet } from '#content/icon-set.ts'
import { plainMessage } from '#content/issue-messages.ts'
import type { SchemaContext } from '../../../content/schemas/context.ts'
import type { DecapField } from '../decap-fields.ts'
import { useEditedBody } from './bodies.tsx'
import { formLabel } from './field-labels.ts'
import { templates } from './templates.tsx'

/**
 * `slug`: the file's name, empty for an entry not yet saved; `data`: the form's values as saved (`body`: MDX text);
 * `fields`: the form's fields, whose labels name the problems.
 */
export interface PreviewEntry {
  collection: CollectionName
  slug: string
  data: Record<string, unknown>
  fields: DecapField[]
  pictureAddress: (name: string) => string
}

const roots = new WeakMap<Element, Root>()

export function showPreview(container: Element, entry: PreviewEntry) {
  let root = roots.get(container)
  if (!root) {
    // As the site's head script marks a page that runs scripts (shell/Head.tsx): the site's styles for it apply.
    container.ownerDocument.documentElement.classList.add('js')
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(<Preview {...entry} />)
}

export function closePreview(container: Element) {
  roots.get(container)?.unmount()
  roots.delete(container)
}

/** Decap's getAsset, for the entry about to be checked. */
let addressOf = (name: string) => name

/** What the schemas look up beyond the entry (content/schemas/context.ts): pictures by address, icons from the set. */
const previewContext: SchemaContext = {
  // No widths or size: the browser lays the file out as it is (picture.ts).
  image: (name) => ({ src: addressOf(name), widths: [], width: 0, height: 0 }),
  lucideIcon: (name) => iconFromSet(lucide, name),
}

// The single files every page may read are objects the components read as they render (#content): built values,
// except the one being edited, put in its place before each render.
const live = { site, pages, stats, intro } as Record<string, Record<string, unknown>>
const built = structuredClone(live)

function showSingles(edited: string, value: object | undefined) {
  for (const [name, target] of Object.entries(live)) {
    for (const key of Object.keys(target)) delete target[key]
    Object.assign(target, structuredClone(name === edited && value ? value : built[name]))
  }
}

function Preview({ collection, slug, data, fields: form, pictureAddress }: PreviewEntry) {
  const { body: source, ...fields } = data
  const withBody = collectionNamed(collection).files.endsWith('.mdx')
  const compiled = useEditedBody(withBody ? String(source ?? '') : undefined)
  addressOf = pictureAddress
  const checked = schemaOf(collectionNamed(collection), previewContext).safeParse(fields, { error: plainMessage })
  const lastPassed = useRef<Record<string, unknown>>(undefined)
  if (checked.success) lastPassed.current = checked.data
  const value = lastPassed.current
  const problems = [
    ...(checked.error?.issues ?? []).map((issue) =>
      issue.path.length ? `${formLabel(issue.path, form)}: ${issue.message}` : issue.message,
    ),
    ...(compiled.problem ? [`${formLabel(['body'], form)}: ${compiled.problem}`] : []),
  ]
  showSingles(collection, value)
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
  static getDerivedStateFromError = (error: Error) => ({ error })
  static getDerivedStateFromProps = (props: { data: object }, state: { during?: object }) =>
    state.during && state.during !== props.data ? { error: undefined, during: undefined } : null
  componentDidCatch() {
    this.setState({ during: this.props.data })
  }
  render() {
    if (!this.state.error) return this.props.children
    return (
      <p className="container py-10 text-ink-800">The preview cannot show this page yet: {this.state.error.message}</p>
    )
  }
}
