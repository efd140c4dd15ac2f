import type { ReactNode } from 'react'

export interface AccordionItem {
  id: string
  title: ReactNode
  /** Shown before the title, e.g. a service number. */
  marker?: string
  content: ReactNode
}

/**
 * Items that open one at a time and can all be closed. Built on <details name>, so it works
 * and is readable with JavaScript off, and the browser's find-in-page opens the matching item.
 */
export function Accordion({ name, items, headingLevel: Heading = 'h3', defaultOpen }: { name: string; items: AccordionItem[]; headingLevel?: 'h2' | 'h3'; defaultOpen?: string }) {
  return (
    <div className="border-t border-ink-900/15" data-slot="accordion">
      {items.map((item) => (
        <details key={item.id} name={name} open={item.id === defaultOpen} className="group border-b border-ink-900/15" data-slot="accordion-item">
          <summary className="flex cursor-pointer items-start gap-5 py-6 text-left focus-visible:outline-3 focus-visible:outline-offset-2 sm:gap-8">
            {item.marker && <span className="mt-1.5 font-serif text-sm font-semibold text-brass-700 tabular-nums">{item.marker}</span>}
            <Heading className="flex-1 font-serif text-xl font-semibold leading-snug text-ink-950 sm:text-2xl">{item.title}</Heading>
            <span className="i-lucide-plus mt-1 shrink-0 text-xl text-ink-700 transition-transform duration-200 group-open:rotate-45" aria-hidden="true" />
          </summary>
          <div className={`pb-8 ${item.marker ? 'pl-0 sm:pl-[3.25rem]' : ''}`}>{item.content}</div>
        </details>
      ))}
    </div>
  )
}
