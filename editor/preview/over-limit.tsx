// A text over its length limit shows in the preview in full, the part over the limit marked, since the site never
// cuts a text to fit: the entry is checked with the text cut at its limit (so every other value is checked as usual),
// then shown with the text in full, and the CSS Custom Highlight API marks the overflow without touching the page.
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import type { z } from 'zod'
import { valueAt } from './field-labels.ts'

type Overflow = z.core.$ZodIssue & { code: 'too_big' }

function setAt(data: unknown, path: readonly PropertyKey[], value: unknown) {
  const parent = valueAt(data, path.slice(0, -1)) as Record<PropertyKey, unknown> | undefined
  if (parent && typeof parent === 'object') parent[path.at(-1)!] = value
}

const typed = (fields: object, issue: z.core.$ZodIssue) => String(valueAt(fields, issue.path) ?? '').trim()

/** The form's values with each over-long text cut at its limit. */
export function fittedData(fields: Record<string, unknown>, overflows: z.core.$ZodIssue[]) {
  const data = structuredClone(fields)
  for (const issue of overflows as Overflow[])
    setAt(data, issue.path, typed(fields, issue).slice(0, Number(issue.maximum)))
  return data
}

/** The checked values with each over-long text put back in full. */
export function inFull(checked: unknown, fields: Record<string, unknown>, overflows: z.core.$ZodIssue[]) {
  const data = structuredClone(checked) as Record<string, unknown>
  for (const issue of overflows)
    if (typeof valueAt(data, issue.path) === 'string') setAt(data, issue.path, typed(fields, issue))
  return data
}

/** The text in full, and where the part over its limit starts. */
export const overflowOf = (fields: object, issue: z.core.$ZodIssue) => ({
  text: typed(fields, issue),
  limit: Number((issue as Overflow).maximum),
})

const css =
  '::highlight(over-limit) { background-color: #f6c9c4; color: #6e0f0a; text-decoration: underline wavy #b3261e; }'

/** Marks, in what it shows, the part of each text past its limit. */
export function OverLimit({ texts, children }: { texts: { text: string; limit: number }[]; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = box.current
    const view = element?.ownerDocument.defaultView as (Window & typeof globalThis) | null
    if (!element || !view?.CSS.highlights) return
    const ranges: Range[] = []
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const { text, limit } of texts) {
        const at = text.length > limit ? node.data.indexOf(text) : -1
        if (at < 0) continue
        const range = element.ownerDocument.createRange()
        range.setStart(node, at + limit)
        range.setEnd(node, at + text.length)
        ranges.push(range)
      }
    }
    if (ranges.length) view.CSS.highlights.set('over-limit', new view.Highlight(...ranges))
    else view.CSS.highlights.delete('over-limit')
  })
  return (
    <div ref={box} data-slot="preview-page">
      <style>{css}</style>
      {children}
    </div>
  )
}
