// The preview's bundle (vite.config.ts), loaded by browser/preview.ts: each entry as the site shows it (templates.tsx),
// in a React root of its own in Decap's preview frame, from the form's values checked by its schema as the build
// checks them. A problem is named in the form's own sentence (field-labels.ts); a text over its limit shows in full,
// the overflow marked (over-limit.tsx); for anything else refused, the last version that passed stays, under a band
// saying so. A draft carries a band saying it is not on the site.
import '../../shell/styles.ts'
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' }
import { Component, type ReactNode, useRef } from 'react'
import type { z } from 'zod'
import { createRoot, type Root } from 'react-dom/client'
import { intro, pages, site, stats } from '#content'
import { type CollectionName, collectionNamed, schemaOf } from '#content/collections.ts'
import { iconFromSet } from '#content/icon-set.ts'
import { plainMessage } from '#content/issue-messages.ts'
import type { SchemaContext } from '../../content/schemas/context.ts'
import type { DecapField } from '../decap-fields.ts'
import { useEditedBody } from './bodies.tsx'
import { checkEntry } from '../browser/entry-check.ts'
import { formLabel } from './field-labels.ts'
import { fittedData, inFull, OverLimit, overflowOf } from './over-limit.tsx'
import { templateOf } from './templates.tsx'

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

/** Clear of the eye and scroll buttons Decap lays over the preview's top right corner. */
const besideButtons = { paddingRight: '4.5rem' }

/** A text over its length limit: the preview shows it in full, its overflow marked (over-limit.tsx). */
const overLimit = (issue: z.core.$ZodIssue) => issue.code === 'too_big' && issue.origin === 'string'

function Preview({ collection, slug, data, fields: form, pictureAddress }: PreviewEntry) {
  const { body: source, ...fields } = data
  const withBody = collectionNamed(collection).files.endsWith('.mdx')
  const compiled = useEditedBody(withBody ? String(source ?? '') : undefined)
  addressOf = pictureAddress
  const schema = schemaOf(collectionNamed(collection), previewContext)
  const checked = schema.safeParse(fields, { error: plainMessage })
  const issues = checked.error?.issues ?? []
  // Over a limit and nothing else wrong: checked again with the text cut to fit, then shown with the text in full.
  const overflows = issues.length && issues.every(overLimit) ? issues : []
  const fitted = overflows.length ? schema.safeParse(fittedData(fields, overflows), { error: plainMessage }) : undefined
  const lastPassed = useRef<Record<string, unknown>>(undefined)
  if (checked.success) lastPassed.current = checked.data
  const value = fitted?.success ? inFull(fitted.data, fields, overflows) : lastPassed.current
  // A new entry as it opens: nothing to say until the owner writes in it.
  const opened = useRef<string>(undefined)
  opened.current ??= JSON.stringify(data)
  const untouched = !slug && opened.current === JSON.stringify(data)
  const problems = untouched
    ? []
    : [
        // The check's own rules, in the sentences the form shows at each field (browser/checked-fields.ts).
        ...checkEntry(collectionNamed(collection), fields, String(source ?? ''), form).map(({ sentence }) => sentence),
        ...(compiled.problem ? [`${formLabel(['body'], form)}: ${compiled.problem}`] : []),
      ]
  showSingles(collection, value)
  const ready = value && (!withBody || compiled.body)
  const marked = overflows.map((issue) => overflowOf(fields, issue))
  return (
    <>
      {fields.draft === true && (
        <p
          className="border-l-4 border-ink-700 bg-paper-200 px-5 py-3 text-sm font-semibold"
          data-slot="preview-draft"
          style={besideButtons}
        >
          Not on the site (draft): this entry has no page, card or link on the site while Draft is switched on.
        </p>
      )}
      {untouched && !ready && (
        <p className="px-5 py-4 text-sm text-ink-800" data-slot="preview-waiting" style={besideButtons}>
          The preview shows the page here as you fill in the form.
        </p>
      )}
      {problems.length > 0 && (
        <section
          className="border-l-4 border-brass-500 bg-paper-100 px-5 py-4 text-sm leading-relaxed text-ink-900"
          data-slot="preview-problems"
          style={besideButtons}
        >
          <p className="font-semibold">
            {fitted?.success
              ? 'The preview shows your text in full, with the part over the limit marked: the site never cuts ' +
                'text, so it cannot be saved until it fits. To fix:'
              : ready
                ? 'The preview below is the last version that passed the content check, not what the form holds ' +
                  'now. To show this one, fix:'
                : 'The preview shows the page once these are fixed:'}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      {ready && (
        <Shown data={data}>
          <OverLimit texts={marked}>{templateOf(collection)({ value, slug: slug || 'new-entry' })}</OverLimit>
        </Shown>
      )}
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
