import { type ReactNode, useId, useState } from 'react'
import { Icon } from '../ui/Icon'
import { lucidePlus } from '../ui/icons'

export interface AccordionItem {
  id: string
  title: ReactNode
  /** Shown before the title, e.g. a service number. */
  marker?: string
  content: ReactNode
}

interface AccordionProps {
  items: AccordionItem[]
  headingLevel?: 'h2' | 'h3'
  /** Item open at first; omit for all closed. */
  defaultOpen?: string
}

/**
 * Items that open one at a time and can all be closed (WAI-ARIA accordion pattern): each header
 * is a native button inside a heading, so Enter and Space work and screen readers announce the
 * expanded state. Every panel is in the prerendered HTML; closed ones are hidden only when
 * JavaScript runs (the `js` class set before first paint), so without it all are readable.
 */
export function Accordion({ items, headingLevel: Heading = 'h3', defaultOpen }: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen)
  const baseId = useId()
  return (
    <div className="border-t border-ink-900/15" data-slot="accordion">
      {items.map((item) => {
        const expanded = open === item.id
        const triggerId = `${baseId}-${item.id}-trigger`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div key={item.id} className="group border-b border-ink-900/15" data-slot="accordion-item" data-state={expanded ? 'open' : 'closed'}>
            <Heading className="font-serif text-xl font-semibold leading-snug text-ink-950 sm:text-2xl">
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? undefined : item.id)}
                className="flex w-full cursor-pointer items-start gap-5 py-6 text-left hover:text-brass-700 focus-visible:outline-3 focus-visible:outline-offset-2 sm:gap-8"
                data-slot="accordion-trigger"
              >
                {item.marker && <span className="mt-1.5 font-serif text-sm font-semibold text-brass-700 tabular-nums">{item.marker}</span>}
                <span className="flex-1">{item.title}</span>
                <Icon icon={lucidePlus} className="mt-1 shrink-0 text-xl text-ink-700 transition-transform duration-200 group-data-[state=open]:rotate-45 motion-reduce:transition-none" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={`pb-8 ${item.marker ? 'sm:pl-[3.25rem]' : ''}`} data-slot="accordion-panel">
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
